/** Tests switch the shop's 54-ФЗ receipts on (and back off) as the admin app's receipt settings do. */
import { defaultCustomerServiceSettings, type ReceiptSettings } from '@shop/core';
import { type DbOrTx, saveSettingsValue } from '@shop/db';

/** The customer-service settings at their defaults but for `receipts`; without it, the defaults (receipts off). */
export const saveReceiptSettings = (db: DbOrTx, receipts?: ReceiptSettings) =>
  saveSettingsValue(
    db,
    'customer_service',
    receipts
      ? {
          ...defaultCustomerServiceSettings,
          payment: { ...defaultCustomerServiceSettings.payment, receipts },
        }
      : defaultCustomerServiceSettings,
    null,
  );
