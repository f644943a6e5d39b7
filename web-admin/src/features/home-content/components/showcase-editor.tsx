import type { HomeConfig, HomeConfigFormValues } from '@shop/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import * as form from '../../../ui/form.css';
import { usePromocodes } from '../../promotions/api/promocode-calls';
import { ControlGroup } from '../../settings/components/control-list';
import { CheckboxControl } from '../../settings/components/form-controls';
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
    <ControlGroup
      methods={methods}
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
      fields={[
        { kind: 'checkbox', name: 'promocodeShowcase.isEnabled', label: t.enabled },
        { kind: 'text', name: 'promocodeShowcase.title', label: t.showcaseTitle },
        { kind: 'text', name: 'promocodeShowcase.subtitle', label: t.subtitle },
        { kind: 'select', name: 'promocodeShowcase.selectionMode', label: t.selectionMode, options: t.modes },
        {
          kind: 'number',
          name: 'promocodeShowcase.displaySettings.maxPromocodes',
          label: t.maxPromocodes,
          min: 1,
          max: 12,
        },
        {
          kind: 'select',
          name: 'promocodeShowcase.displaySettings.layout',
          label: t.layout,
          options: t.layouts,
        },
        {
          kind: 'select',
          name: 'promocodeShowcase.displaySettings.cardStyle',
          label: t.cardStyle,
          options: t.cardStyles,
        },
        {
          kind: 'checkbox',
          name: 'promocodeShowcase.displaySettings.showTierBadges',
          label: t.showTierBadges,
        },
        {
          kind: 'checkbox',
          name: 'promocodeShowcase.displaySettings.showUsageCount',
          label: t.showUsageCount,
        },
        {
          kind: 'checkbox',
          name: 'promocodeShowcase.displaySettings.showExpiryCountdown',
          label: t.showExpiryCountdown,
        },
        {
          kind: 'text',
          name: 'promocodeShowcase.uiCustomization.backgroundColor',
          label: t.backgroundColor,
          type: 'color',
        },
        {
          kind: 'text',
          name: 'promocodeShowcase.uiCustomization.accentColor',
          label: t.accentColor,
          type: 'color',
        },
        { kind: 'text', name: 'promocodeShowcase.uiCustomization.copyButtonText', label: t.copyButtonText },
        { kind: 'text', name: 'promocodeShowcase.uiCustomization.copySuccessText', label: t.copySuccessText },
      ]}
    />
  );
}

export function ProductDisplayEditor({ methods }: { methods: Methods }) {
  const t = homeTexts.display;
  return (
    <ControlGroup
      methods={methods}
      title={t.title}
      fields={[
        { kind: 'select', name: 'productDisplay.aspectRatio', label: t.aspectRatio, options: t.ratios },
        {
          kind: 'select',
          name: 'productDisplay.cardStyle',
          label: t.cardStyle,
          options: homeTexts.showcase.cardStyles,
        },
        { kind: 'checkbox', name: 'productDisplay.showColorDots', label: t.showColorDots },
        { kind: 'checkbox', name: 'productDisplay.showQuickAddToCart', label: t.showQuickAddToCart },
      ]}
    />
  );
}
