import type { ReceiptSettings } from '@shop/core';
import { z } from 'zod';
import { formError } from '../../../ui/form.css';
import { type SettingsFormProps, SettingsGroupsForm } from './settings-document-form';
import { settingsTexts } from './settings-texts';

const t = settingsTexts.receipts;

/** The selects hold codes as text; the API takes numbers, and no tax system as null. */
const formSchema = z
  .object({ enabled: z.boolean(), vatCode: z.string(), taxSystemCode: z.string() })
  .transform(
    (values): ReceiptSettings => ({
      enabled: values.enabled,
      vatCode: Number(values.vatCode),
      taxSystemCode: values.taxSystemCode ? Number(values.taxSystemCode) : null,
    }),
  );

/** The receipt settings as the api answers them: with which online payments the server can take. */
type ReceiptSettingsAnswer = ReceiptSettings & {
  yookassaConfigured: boolean;
  telegramPaymentsConfigured: boolean;
};

/** Receipts only go with ЮKassa's payments and Telegram's: switched on without ЮKassa's keys, say what follows. */
function NoYookassaWarning({ telegram }: { telegram: boolean }) {
  return (
    <div role="alert" className={formError}>
      <strong>{t.noYookassaTitle}</strong>
      <p>{telegram ? t.noYookassaWithTelegram : t.noOnlinePayments}</p>
    </div>
  );
}

/** Whether online payments and refunds carry a 54-ФЗ receipt, and the VAT and tax system it names. */
export function ReceiptSettingsForm({
  initial,
  onSave,
}: Omit<SettingsFormProps<ReceiptSettings>, 'initial'> & { initial: ReceiptSettingsAnswer }) {
  return (
    <SettingsGroupsForm
      schema={formSchema}
      initial={{
        enabled: initial.enabled,
        vatCode: String(initial.vatCode),
        taxSystemCode: initial.taxSystemCode === null ? '' : String(initial.taxSystemCode),
      }}
      onSave={onSave}
      texts={t}
      groups={(methods) => [
        {
          title: t.main,
          lead: (
            <>
              <p>{t.lead}</p>
              {methods.watch('enabled') && !initial.yookassaConfigured && (
                <NoYookassaWarning telegram={initial.telegramPaymentsConfigured} />
              )}
            </>
          ),
          fields: [
            { kind: 'checkbox', name: 'enabled', label: t.enabled },
            { kind: 'select', name: 'vatCode', label: t.vatCode, options: t.vatCodes },
            {
              kind: 'select',
              name: 'taxSystemCode',
              label: t.taxSystemCode,
              hint: t.taxSystemHint,
              options: t.taxSystems,
            },
          ],
        },
      ]}
    />
  );
}
