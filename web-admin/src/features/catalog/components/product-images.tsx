import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { errorMessage } from '@shop/api/client';
import { imageVariantUrl, oversizedUploads, type ProductFormValues } from '@shop/core';
import { type ReactNode, useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FileDropZone } from '../../../ui/file-drop-zone';
import * as form from '../../../ui/form.css';
import type { AdminColor } from '../api/reference-data';
import * as styles from './product-images.css';
import { deleteUpload, uploadImages } from './product-images-api';
import { imageTexts as t } from './product-images-texts';

type ImageErrors = {
  url?: { message?: string };
  colorCode?: { message?: string };
  isPrimary?: { message?: string };
}[];

/**
 * The product's images: dropped or chosen files are uploaded at once (the server re-encodes them), then kept
 * in the form's `images` list, saved with the product. Cards are reordered by dragging (or with the keyboard
 * through the handle), one is the primary image, each can be tied to one of the product's colors.
 */
export function ProductImages({ colors }: { colors: readonly AdminColor[] }) {
  const { control, register, setValue, getValues, formState } = useFormContext<ProductFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'images' });
  const images = useWatch({ control, name: 'images' }) ?? [];
  const variants = useWatch({ control, name: 'variants' });
  const productColors = colors.filter((color) =>
    variants.some((variant) => variant.colorCode === color.code),
  );
  const [status, setStatus] = useState<{ busy: boolean; text: string; failed: boolean } | null>(null);
  // Uploads made while this form is open: dropped before saving, their files are deleted too.
  const fresh = useRef(new Map<string, string>());
  const errors = formState.errors.images as unknown as ImageErrors | undefined;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  async function add(files: File[]) {
    if (files.length === 0) return;
    const refused = oversizedUploads(files);
    if (refused.length > 0) {
      setStatus({ busy: false, text: refused.join('; '), failed: true });
      return;
    }
    setStatus({ busy: true, text: t.uploading(files.length), failed: false });
    try {
      const uploaded = await uploadImages(files);
      const hasPrimary = (getValues('images') ?? []).some((image) => image.isPrimary);
      uploaded.forEach((upload, index) => {
        fresh.current.set(upload.url, upload.id);
        append({ url: upload.url, isPrimary: !hasPrimary && index === 0, colorCode: null });
      });
      setStatus({ busy: false, text: t.uploaded(uploaded.length), failed: false });
    } catch (error) {
      setStatus({ busy: false, text: errorMessage(error, t.failed), failed: true });
    }
  }

  function makePrimary(index: number) {
    (getValues('images') ?? []).forEach((_image, i) => {
      setValue(`images.${i}.isPrimary`, i === index, { shouldDirty: true });
    });
  }

  function drop(index: number) {
    const image = images[index];
    remove(index);
    if (image?.isPrimary && (getValues('images') ?? []).length > 0) makePrimary(0);
    const uploadId = image ? fresh.current.get(image.url) : undefined;
    if (uploadId) {
      fresh.current.delete(image!.url);
      void deleteUpload(uploadId).catch(() => undefined);
    }
  }

  const place = (id: string | number) => fields.findIndex((field) => field.id === id);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.picked(place(active.id)),
    onDragOver: ({ active, over }) => (over ? t.over(place(active.id), place(over.id)) : undefined),
    onDragEnd: ({ active, over }) =>
      over ? t.moved(place(active.id), place(over.id)) : t.dropped(place(active.id)),
    onDragCancel: ({ active }) => t.cancelled(place(active.id)),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = fields.findIndex((field) => field.id === active.id);
    const to = fields.findIndex((field) => field.id === over.id);
    if (from >= 0 && to >= 0) move(from, to);
  }

  return (
    <div className={form.field}>
      <FileDropZone
        label={t.dropZone}
        hint={t.hint}
        dropHint={t.dropHere}
        chooseLabel={t.choose}
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        multiple
        disabled={status?.busy}
        onFiles={(files) => void add(files)}
      >
        {status && (
          <p
            role={status.failed ? 'alert' : 'status'}
            className={status.failed ? form.fieldError : form.hint}
          >
            {status.text}
          </p>
        )}
      </FileDropZone>

      {fields.length === 0 ? (
        <p className={form.hint}>{t.empty}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t.instructions } }}
        >
          <SortableContext items={fields.map((field) => field.id)} strategy={rectSortingStrategy}>
            <ul className={styles.grid} aria-label={t.section}>
              {fields.map((field, index) => (
                <SortableImage key={field.id} id={field.id}>
                  <img
                    className={styles.thumbnail}
                    src={imageVariantUrl(images[index]?.url ?? field.url, 'card')}
                    alt={t.image(index)}
                    loading="lazy"
                  />
                  <label className={form.checkbox}>
                    <input
                      type="radio"
                      name="primary-image"
                      checked={images[index]?.isPrimary ?? false}
                      onChange={() => makePrimary(index)}
                      aria-label={`${t.makePrimary}: ${t.image(index)}`}
                    />
                    {t.primary}
                  </label>
                  <label className={styles.colorField}>
                    <span className={form.hint}>{t.color}</span>
                    <select
                      className={form.input}
                      aria-label={`${t.color}: ${t.image(index)}`}
                      {...register(`images.${index}.colorCode`, {
                        setValueAs: (value: string | null) => (value ? value : null),
                      })}
                    >
                      <option value="">{t.allColors}</option>
                      {productColors.map((color) => (
                        <option key={color.code} value={color.code}>
                          {color.name.ru}
                        </option>
                      ))}
                    </select>
                  </label>
                  {[errors?.[index]?.url, errors?.[index]?.colorCode, errors?.[index]?.isPrimary].map(
                    (error) =>
                      error?.message && (
                        <span key={error.message} className={form.fieldError}>
                          {error.message}
                        </span>
                      ),
                  )}
                  <button
                    type="button"
                    className={styles.removeButton}
                    onClick={() => drop(index)}
                    aria-label={`${t.remove}: ${t.image(index)}`}
                  >
                    {t.remove}
                  </button>
                </SortableImage>
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
    </div>
  );
}

function SortableImage({ id, children }: { id: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? styles.cardDragging : styles.card}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        aria-label={t.drag}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      {children}
    </li>
  );
}
