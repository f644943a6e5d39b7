import type { HomeConfig, HomeConfigFormValues } from '@shop/core';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { FieldsetList } from '../../../ui/fieldset-list';
import * as form from '../../../ui/form.css';
import { ControlGroup, type ControlSpec, Controls } from '../../settings/components/control-list';
import { LinesControl } from '../../settings/components/form-controls';
import * as styles from './home-content.css';
import { homeTexts } from './home-texts';

type Methods = UseFormReturn<HomeConfigFormValues, unknown, HomeConfig>;
const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;

export function InfoBarEditor({ methods }: { methods: Methods }) {
  const t = homeTexts.infoBar;
  return (
    <ControlGroup
      methods={methods}
      title={t.title}
      wide={
        <LinesControl methods={methods} name="infoBar.messages" label={t.messages} hint={t.messagesHint} />
      }
      fields={[
        { kind: 'checkbox', name: 'infoBar.isEnabled', label: t.enabled },
        { kind: 'text', name: 'infoBar.backgroundColor', label: t.backgroundColor, type: 'color' },
        { kind: 'text', name: 'infoBar.textColor', label: t.textColor, type: 'color' },
      ]}
    />
  );
}

const scrollBannerFields = (at: `scrollBanner.banners.${number}`): ControlSpec<HomeConfigFormValues>[] => {
  const t = homeTexts.banners;
  return [
    { kind: 'text', name: `${at}.title`, label: t.bannerTitle },
    { kind: 'text', name: `${at}.subtitle`, label: t.subtitle },
    { kind: 'image', name: `${at}.media.url`, label: t.imageUrl },
    { kind: 'text', name: `${at}.buttonText`, label: t.buttonText },
    { kind: 'text', name: `${at}.buttonLink`, label: t.buttonLink },
    { kind: 'select', name: `${at}.textPosition`, label: t.textPosition, options: t.positions },
    { kind: 'number', name: `${at}.overlayOpacity`, label: t.overlayOpacity, min: 0, max: 1, step: 0.05 },
    { kind: 'checkbox', name: `${at}.isActive`, label: t.isActive },
  ];
};

const promoBannerFields = (at: `promo.banners.${number}`): ControlSpec<HomeConfigFormValues>[] => {
  const t = homeTexts.promo;
  return [
    { kind: 'text', name: `${at}.title`, label: t.bannerTitle },
    { kind: 'text', name: `${at}.description`, label: t.description },
    { kind: 'text', name: `${at}.discount`, label: t.discount },
    { kind: 'date', name: `${at}.validUntil`, label: t.validUntil, edge: 'end' },
    { kind: 'image', name: `${at}.backgroundImage`, label: t.backgroundImage },
    { kind: 'text', name: `${at}.buttonText`, label: t.buttonText },
    { kind: 'text', name: `${at}.buttonLink`, label: t.buttonLink },
    { kind: 'checkbox', name: `${at}.isActive`, label: t.isActive },
  ];
};

/** A carousel's own settings, then its banners, each a fieldset of its fields, with add and remove. */
function BannersGroup({
  methods,
  name,
  idPrefix,
  texts,
  settings,
  fieldsAt,
}: {
  methods: Methods;
  name: 'scrollBanner.banners' | 'promo.banners';
  /** New banners get ids like `banner-…` or `promo-…`. */
  idPrefix: string;
  texts: {
    title: string;
    item: (n: number) => string;
    remove: string;
    add: string;
    hint?: string;
    empty?: string;
  };
  settings: ControlSpec<HomeConfigFormValues>[];
  fieldsAt: (index: number) => ControlSpec<HomeConfigFormValues>[];
}) {
  const { fields, append, remove } = useFieldArray({ control: methods.control, name });
  return (
    <ControlGroup
      methods={methods}
      title={texts.title}
      fields={settings}
      wide={
        <>
          {texts.hint && <p className={form.hint}>{texts.hint}</p>}
          {fields.length === 0 && texts.empty && <p className={form.hint}>{texts.empty}</p>}
          <FieldsetList
            items={fields}
            className={styles.sectionRow}
            legend={(index) => texts.item(index + 1)}
            removeLabel={texts.remove}
            addLabel={texts.add}
            onRemove={remove}
            onAdd={() => append({ id: newId(idPrefix), title: '', isActive: true, order: fields.length })}
          >
            {(index) => <Controls methods={methods} fields={fieldsAt(index)} />}
          </FieldsetList>
        </>
      }
    />
  );
}

export function ScrollBannersEditor({ methods }: { methods: Methods }) {
  const t = homeTexts.banners;
  return (
    <BannersGroup
      methods={methods}
      name="scrollBanner.banners"
      idPrefix="banner"
      texts={t}
      fieldsAt={(index) => scrollBannerFields(`scrollBanner.banners.${index}`)}
      settings={[
        { kind: 'checkbox', name: 'scrollBanner.isEnabled', label: t.enabled },
        { kind: 'checkbox', name: 'scrollBanner.autoPlay', label: t.autoPlay },
        {
          kind: 'number',
          name: 'scrollBanner.autoPlayDelay',
          label: t.autoPlayDelay,
          min: 1000,
          max: 60000,
          step: 500,
        },
        { kind: 'checkbox', name: 'scrollBanner.showDots', label: t.showDots },
        { kind: 'checkbox', name: 'scrollBanner.showArrows', label: t.showArrows },
        { kind: 'checkbox', name: 'scrollBanner.infinite', label: t.infinite },
      ]}
    />
  );
}

export function PromoBannersEditor({ methods }: { methods: Methods }) {
  const t = homeTexts.promo;
  return (
    <BannersGroup
      methods={methods}
      name="promo.banners"
      idPrefix="promo"
      texts={t}
      fieldsAt={(index) => promoBannerFields(`promo.banners.${index}`)}
      settings={[{ kind: 'checkbox', name: 'promo.isEnabled', label: t.enabled }]}
    />
  );
}
