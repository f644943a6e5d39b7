/**
 * 54-ФЗ receipts in ЮKassa's format, for a web payment, a refund and a Telegram invoice's `provider_data` alike:
 * core's receipt lines (kopecks) as ЮKassa's items, with the VAT and tax system of the shop's settings.
 */
import type { ReceiptLine, ReceiptSettings } from '@shop/core';
import { cachedReference, type DbOrTx } from '@shop/db';
import type { Logger } from '../../lib/logger';
import { readSettings } from '../settings-service';
import { type CreatePaymentBody, rubAmount } from './yookassa-client';

export type YookassaReceipt = NonNullable<CreatePaymentBody['receipt']>;
type VatCode = NonNullable<YookassaReceipt['items'][number]['vat_code']>;
type TaxSystemCode = NonNullable<YookassaReceipt['tax_system_code']>;

/** The receipt settings; the same cached customer-service settings checkout reads for the cash commission. */
export async function receiptSettingsOf(db: DbOrTx, log: Logger): Promise<ReceiptSettings> {
  const settings = await cachedReference(db, 'orders:customer_service', () =>
    readSettings(db, 'customer_service', log),
  );
  return settings.payment.receipts;
}

/** The receipt of `lines`; without a customer (Telegram asks the payer for her email or phone itself). */
export function yookassaReceiptOf(
  settings: ReceiptSettings,
  lines: readonly ReceiptLine[],
  customer?: YookassaReceipt['customer'],
): Omit<YookassaReceipt, 'customer'> & { customer?: YookassaReceipt['customer'] } {
  return {
    ...(customer ? { customer } : {}),
    items: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      amount: rubAmount(line.unitKopecks),
      vat_code: settings.vatCode as VatCode,
      payment_mode: 'full_prepayment',
      payment_subject: line.subject,
    })),
    ...(settings.taxSystemCode ? { tax_system_code: settings.taxSystemCode as TaxSystemCode } : {}),
  };
}
