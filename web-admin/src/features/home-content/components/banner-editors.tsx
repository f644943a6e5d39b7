import type { HomeConfig, HomeConfigFormValues } from '@shop/core';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { FieldsetList } from '../../../ui/fieldset-list';
import * as form from '../../../ui/form.css';
import { DateControl } from '../../promotions/components/date-control';
import {
  CheckboxControl,
  FieldGroup,
  LinesControl,
  NumberControl,
  SelectControl,
  TextControl,
} from '../../settings/components/form-controls';
import { ImageControl } from '../../settings/components/image-control';
import * as styles from './home-content.css';
import { homeTexts } from './home-texts';

type Methods = UseFormReturn<HomeConfigFormValues, unknown, HomeConfig>;
const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;

export function InfoBarEditor({ methods }: { methods: Methods }) {
  const t = homeTexts.infoBar;
  return (
    <FieldGroup
      title={t.title}
      wide={<LinesControl methods={methods} name="infoBar.messages" label={t.messages} />}
    >
      <CheckboxControl methods={methods} name="infoBar.isEnabled" label={t.enabled} />
      <TextControl methods={methods} name="infoBar.backgroundColor" label={t.backgroundColor} type="color" />
      <TextControl methods={methods} name="infoBar.textColor" label={t.textColor} type="color" />
    </FieldGroup>
  );
}

export function ScrollBannersEditor({ methods }: { methods: Methods }) {
  const t = homeTexts.banners;
  const { fields, append, remove } = useFieldArray({
    control: methods.control,
    name: 'scrollBanner.banners',
  });
  return (
    <FieldGroup
      title={t.title}
      wide={
        <>
          {fields.length === 0 && <p className={form.hint}>{t.empty}</p>}
          <FieldsetList
            items={fields}
            className={styles.sectionRow}
            legend={(index) => t.item(index + 1)}
            removeLabel={t.remove}
            addLabel={t.add}
            onRemove={remove}
            onAdd={() => append({ id: newId('banner'), title: '', isActive: true, order: fields.length })}
          >
            {(index) => (
              <>
                <TextControl
                  methods={methods}
                  name={`scrollBanner.banners.${index}.title`}
                  label={t.bannerTitle}
                />
                <TextControl
                  methods={methods}
                  name={`scrollBanner.banners.${index}.subtitle`}
                  label={t.subtitle}
                />
                <ImageControl
                  methods={methods}
                  name={`scrollBanner.banners.${index}.media.url`}
                  label={t.imageUrl}
                />
                <TextControl
                  methods={methods}
                  name={`scrollBanner.banners.${index}.buttonText`}
                  label={t.buttonText}
                />
                <TextControl
                  methods={methods}
                  name={`scrollBanner.banners.${index}.buttonLink`}
                  label={t.buttonLink}
                />
                <SelectControl
                  methods={methods}
                  name={`scrollBanner.banners.${index}.textPosition`}
                  label={t.textPosition}
                  options={t.positions}
                />
                <NumberControl
                  methods={methods}
                  name={`scrollBanner.banners.${index}.overlayOpacity`}
                  label={t.overlayOpacity}
                  min={0}
                  max={1}
                  step={0.05}
                />
                <CheckboxControl
                  methods={methods}
                  name={`scrollBanner.banners.${index}.isActive`}
                  label={t.isActive}
                />
              </>
            )}
          </FieldsetList>
        </>
      }
    >
      <CheckboxControl methods={methods} name="scrollBanner.isEnabled" label={t.enabled} />
      <CheckboxControl methods={methods} name="scrollBanner.autoPlay" label={t.autoPlay} />
      <NumberControl
        methods={methods}
        name="scrollBanner.autoPlayDelay"
        label={t.autoPlayDelay}
        min={1000}
        max={60000}
        step={500}
      />
      <CheckboxControl methods={methods} name="scrollBanner.showDots" label={t.showDots} />
      <CheckboxControl methods={methods} name="scrollBanner.showArrows" label={t.showArrows} />
      <CheckboxControl methods={methods} name="scrollBanner.infinite" label={t.infinite} />
    </FieldGroup>
  );
}

export function PromoBannersEditor({ methods }: { methods: Methods }) {
  const t = homeTexts.promo;
  const { fields, append, remove } = useFieldArray({ control: methods.control, name: 'promo.banners' });
  return (
    <FieldGroup
      title={t.title}
      wide={
        <>
          <p className={form.hint}>{t.hint}</p>
          <FieldsetList
            items={fields}
            className={styles.sectionRow}
            legend={(index) => t.item(index + 1)}
            removeLabel={t.remove}
            addLabel={t.add}
            onRemove={remove}
            onAdd={() => append({ id: newId('promo'), title: '', isActive: true, order: fields.length })}
          >
            {(index) => (
              <>
                <TextControl methods={methods} name={`promo.banners.${index}.title`} label={t.bannerTitle} />
                <TextControl
                  methods={methods}
                  name={`promo.banners.${index}.description`}
                  label={t.description}
                />
                <TextControl methods={methods} name={`promo.banners.${index}.discount`} label={t.discount} />
                <DateControl
                  methods={methods}
                  name={`promo.banners.${index}.validUntil`}
                  label={t.validUntil}
                  edge="end"
                />
                <ImageControl
                  methods={methods}
                  name={`promo.banners.${index}.backgroundImage`}
                  label={t.backgroundImage}
                />
                <TextControl
                  methods={methods}
                  name={`promo.banners.${index}.buttonText`}
                  label={t.buttonText}
                />
                <TextControl
                  methods={methods}
                  name={`promo.banners.${index}.buttonLink`}
                  label={t.buttonLink}
                />
                <CheckboxControl
                  methods={methods}
                  name={`promo.banners.${index}.isActive`}
                  label={t.isActive}
                />
              </>
            )}
          </FieldsetList>
        </>
      }
    >
      <CheckboxControl methods={methods} name="promo.isEnabled" label={t.enabled} />
    </FieldGroup>
  );
}
