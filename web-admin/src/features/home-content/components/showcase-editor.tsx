import type { HomeConfig, HomeConfigFormValues } from '@shop/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import * as form from '../../../ui/form.css';
import { usePromocodes } from '../../promotions/api/promocode-calls';
import {
  CheckboxControl,
  FieldGroup,
  NumberControl,
  SelectControl,
  TextControl,
} from '../../settings/components/form-controls';
import { homeTexts } from './home-texts';

type Methods = UseFormReturn<HomeConfigFormValues, unknown, HomeConfig>;

/** The promocodes offered on the home page: picked by hand or by the score of SPEC 5, and how they look. */
export function ShowcaseEditor({ methods }: { methods: Methods }) {
  const t = homeTexts.showcase;
  const manual = methods.watch('promocodeShowcase.selectionMode') === 'manual';
  const promocodes = usePromocodes();
  const criteria = [
    'includeExpiringSoon',
    'includeHighValue',
    'includeLimitedQuantity',
    'includeNewCodes',
  ] as const;
  return (
    <FieldGroup
      title={t.title}
      wide={
        manual ? (
          <Controller
            control={methods.control}
            name="promocodeShowcase.promocodeIds"
            render={({ field: { value = [], onChange } }) => (
              <fieldset className={form.fieldset}>
                <legend className={form.legend}>{t.manual}</legend>
                {(promocodes.data ?? [])
                  .filter((code) => code.isPublic)
                  .map((code) => (
                    <label key={code.id} className={form.checkbox}>
                      <input
                        type="checkbox"
                        checked={value.includes(code.id)}
                        onChange={(event) =>
                          onChange(
                            event.target.checked ? [...value, code.id] : value.filter((id) => id !== code.id),
                          )
                        }
                      />
                      {code.code}
                    </label>
                  ))}
              </fieldset>
            )}
          />
        ) : (
          <fieldset className={form.fieldset}>
            <legend className={form.legend}>{t.criteria}</legend>
            {criteria.map((name) => (
              <CheckboxControl
                key={name}
                methods={methods}
                name={`promocodeShowcase.autoSelectCriteria.${name}`}
                label={t[name]}
              />
            ))}
          </fieldset>
        )
      }
    >
      <CheckboxControl methods={methods} name="promocodeShowcase.isEnabled" label={t.enabled} />
      <TextControl methods={methods} name="promocodeShowcase.title" label={t.showcaseTitle} />
      <TextControl methods={methods} name="promocodeShowcase.subtitle" label={t.subtitle} />
      <SelectControl
        methods={methods}
        name="promocodeShowcase.selectionMode"
        label={t.selectionMode}
        options={t.modes}
      />
      <NumberControl
        methods={methods}
        name="promocodeShowcase.displaySettings.maxPromocodes"
        label={t.maxPromocodes}
        min={1}
        max={12}
      />
      <SelectControl
        methods={methods}
        name="promocodeShowcase.displaySettings.layout"
        label={t.layout}
        options={t.layouts}
      />
      <SelectControl
        methods={methods}
        name="promocodeShowcase.displaySettings.cardStyle"
        label={t.cardStyle}
        options={t.cardStyles}
      />
      <CheckboxControl
        methods={methods}
        name="promocodeShowcase.displaySettings.showTierBadges"
        label={t.showTierBadges}
      />
      <CheckboxControl
        methods={methods}
        name="promocodeShowcase.displaySettings.showUsageCount"
        label={t.showUsageCount}
      />
      <CheckboxControl
        methods={methods}
        name="promocodeShowcase.displaySettings.showExpiryCountdown"
        label={t.showExpiryCountdown}
      />
      <TextControl
        methods={methods}
        name="promocodeShowcase.uiCustomization.backgroundColor"
        label={t.backgroundColor}
        type="color"
      />
      <TextControl
        methods={methods}
        name="promocodeShowcase.uiCustomization.accentColor"
        label={t.accentColor}
        type="color"
      />
      <TextControl
        methods={methods}
        name="promocodeShowcase.uiCustomization.copyButtonText"
        label={t.copyButtonText}
      />
      <TextControl
        methods={methods}
        name="promocodeShowcase.uiCustomization.copySuccessText"
        label={t.copySuccessText}
      />
    </FieldGroup>
  );
}

export function ProductDisplayEditor({ methods }: { methods: Methods }) {
  const t = homeTexts.display;
  return (
    <FieldGroup title={t.title}>
      <SelectControl
        methods={methods}
        name="productDisplay.aspectRatio"
        label={t.aspectRatio}
        options={t.ratios}
      />
      <SelectControl
        methods={methods}
        name="productDisplay.cardStyle"
        label={t.cardStyle}
        options={homeTexts.showcase.cardStyles}
      />
      <CheckboxControl methods={methods} name="productDisplay.showColorDots" label={t.showColorDots} />
      <CheckboxControl
        methods={methods}
        name="productDisplay.showQuickAddToCart"
        label={t.showQuickAddToCart}
      />
    </FieldGroup>
  );
}
