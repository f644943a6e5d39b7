import type { HomeConfig, HomeConfigFormValues } from '@shop/core';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import * as table from '../../../ui/table.css';
import { CheckboxControl, SelectControl, TextControl } from '../../settings/components/form-controls';
import * as styles from './home-content.css';
import { homeTexts } from './home-texts';

const t = homeTexts.layout;
type Methods = UseFormReturn<HomeConfigFormValues, unknown, HomeConfig>;

/** Sections whose own settings below carry the heading the page shows; the section title stands in when empty. */
const titledElsewhere = new Set(['featured-products', 'new-arrivals', 'sale-products', 'promocode-showcase']);

/** The page's sections in their order: moved up and down, shown or hidden, each with its own settings. */
export function LayoutEditor({ methods }: { methods: Methods }) {
  const { fields, move } = useFieldArray({ control: methods.control, name: 'layout' });
  const small = `${button.secondary} ${table.smallButton}`;
  return (
    <fieldset className={form.fieldset}>
      <legend className={form.legend}>{t.title}</legend>
      <p className={form.hint}>{t.hint}</p>
      <ol className={styles.previewList} aria-label={t.title}>
        {fields.map((section, index) => {
          const name = homeTexts.sectionTypes[section.type];
          const visible = methods.watch(`layout.${index}.isVisible`);
          return (
            <li key={section.id} className={`${styles.sectionRow} ${visible ? '' : styles.hiddenRow}`}>
              <div className={styles.sectionHead}>
                <span className={styles.sectionName}>
                  {index + 1}. {name}
                </span>
                <CheckboxControl
                  methods={methods}
                  name={`layout.${index}.isVisible`}
                  label={`${t.visible}: ${name}`}
                />
                <div className={table.rowActions}>
                  <button
                    type="button"
                    className={small}
                    disabled={index === 0}
                    aria-label={t.moveUp(name)}
                    onClick={() => move(index, index - 1)}
                  >
                    ↑ {t.up}
                  </button>
                  <button
                    type="button"
                    className={small}
                    disabled={index === fields.length - 1}
                    aria-label={t.moveDown(name)}
                    onClick={() => move(index, index + 1)}
                  >
                    ↓ {t.down}
                  </button>
                </div>
              </div>
              <div className={form.grid}>
                <TextControl
                  methods={methods}
                  name={`layout.${index}.title`}
                  label={t.sectionTitle}
                  {...(titledElsewhere.has(section.type) ? { hint: t.sectionTitleHint } : {})}
                />
                <SelectControl
                  methods={methods}
                  name={`layout.${index}.settings.padding`}
                  label={t.padding}
                  options={t.paddings}
                />
                <TextControl
                  methods={methods}
                  name={`layout.${index}.settings.backgroundColor`}
                  label={t.backgroundColor}
                  hint={t.colorHint}
                  optional
                />
                <TextControl
                  methods={methods}
                  name={`layout.${index}.settings.textColor`}
                  label={t.textColor}
                  hint={t.colorHint}
                  optional
                />
                <CheckboxControl
                  methods={methods}
                  name={`layout.${index}.settings.fullWidth`}
                  label={t.fullWidth}
                />
              </div>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
