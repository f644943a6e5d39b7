/**
 * The product's photos over the whole screen inside Telegram: a pinch (or a double tap) zooms in up to four
 * times, a drag moves the zoomed photo, a sideways swipe at normal size turns to the next photo. While it is
 * open, a vertical swipe does not close the mini-app, Telegram's bottom buttons are hidden and its back button
 * closes the viewer. Written by hand: a pinch over one photo is a few dozen lines, a gallery library would be
 * the bigger part of this chunk.
 */
import { imageVariantUrl } from '@shop/core/rules';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ru } from '../../../shared/texts/ru';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../shared/ui/icons';
import { useTelegramOverlay, useVerticalSwipesLocked } from '../../telegram';
import * as styles from './photo-viewer.css';

const MAX_SCALE = 4;
const DOUBLE_TAP_SCALE = 2.5;
const DOUBLE_TAP_MS = 300;
/** A sideways move longer than this (at normal size) turns the photo. */
const SWIPE_PX = 50;

interface View {
  scale: number;
  x: number;
  y: number;
}
interface Point {
  x: number;
  y: number;
}

const atRest: View = { scale: 1, x: 0, y: 0 };
const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(1, scale));
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

export function PhotoViewer({
  images,
  start,
  name,
  onClose,
}: {
  images: readonly { url: string }[];
  start: number;
  name: string;
  onClose: () => void;
}) {
  useVerticalSwipesLocked();
  useTelegramOverlay(onClose);
  const [index, setIndex] = useState(start);
  const [view, setView] = useState<View>(atRest);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ from: Point; view: View; pinch: number | null; moved: boolean } | null>(null);
  const lastTap = useRef(0);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const count = images.length;
  const image = images[index];

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const turn = (step: number) => {
    setView(atRest);
    setIndex((current) => Math.min(count - 1, Math.max(0, current + step)));
  };

  const begin = (current: View) => {
    const [first, second] = [...pointers.current.values()];
    if (!first) return;
    gesture.current = {
      from: second ? { x: (first.x + second.x) / 2, y: (first.y + second.y) / 2 } : first,
      view: current,
      pinch: second ? distance(first, second) : null,
      moved: false,
    };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    begin(view);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const started = gesture.current;
    if (!started) return;
    const [first, second] = [...pointers.current.values()];
    if (!first) return;
    const at = second ? { x: (first.x + second.x) / 2, y: (first.y + second.y) / 2 } : first;
    const dx = at.x - started.from.x;
    const dy = at.y - started.from.y;
    if (Math.hypot(dx, dy) > 8) started.moved = true;
    if (second && started.pinch) {
      const scale = clampScale((started.view.scale * distance(first, second)) / started.pinch);
      setView(scale === 1 ? atRest : { scale, x: started.view.x + dx, y: started.view.y + dy });
    } else if (started.view.scale > 1) {
      setView({ ...started.view, x: started.view.x + dx, y: started.view.y + dy });
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const point = pointers.current.get(event.pointerId);
    if (!point) return;
    pointers.current.delete(event.pointerId);
    const started = gesture.current;
    if (pointers.current.size > 0) {
      // One finger of a pinch lifted: the other one carries on from here.
      begin(view);
      return;
    }
    gesture.current = null;
    if (!started || started.pinch) return;
    const dx = point.x - started.from.x;
    const dy = point.y - started.from.y;
    if (!started.moved) {
      const now = event.timeStamp;
      if (now - lastTap.current < DOUBLE_TAP_MS) {
        lastTap.current = 0;
        setView(view.scale > 1 ? atRest : { scale: DOUBLE_TAP_SCALE, x: 0, y: 0 });
      } else lastTap.current = now;
      return;
    }
    if (started.view.scale === 1 && Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy))
      turn(dx < 0 ? 1 : -1);
  };

  return createPortal(
    <div className={styles.viewer} role="dialog" aria-modal="true" aria-label={ru.product.gallery(name)}>
      <div className={styles.bar}>
        <span className={styles.counter} aria-live="polite">
          {ru.product.photoCounter(index + 1, count)}
        </span>
        <button ref={closeRef} type="button" className={styles.control} onClick={onClose}>
          {ru.product.closeGallery}
        </button>
      </div>
      <div
        className={styles.stage}
        data-testid="photo-stage"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        {image ? (
          <img
            key={image.url}
            className={styles.image}
            src={imageVariantUrl(image.url, 'zoom')}
            alt={ru.product.photo(name, index + 1)}
            draggable={false}
            data-scale={view.scale.toFixed(2)}
            style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
          />
        ) : null}
      </div>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.control}
          aria-label={ru.product.previousPhoto}
          disabled={index === 0}
          onClick={() => turn(-1)}
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label={ru.product.nextPhoto}
          disabled={index >= count - 1}
          onClick={() => turn(1)}
        >
          <ChevronRightIcon />
        </button>
      </div>
    </div>,
    document.body,
  );
}
