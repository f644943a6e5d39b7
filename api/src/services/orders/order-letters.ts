/**
 * Letters to a buyer who gave an email: the order as placed (the figures its page shows, to the kopeck) and its
 * shipping or cancelling by staff. Queued as `mail.buyer` jobs in the change's own transaction, one per event.
 */
import {
  deliveryAddressText,
  discountLabel,
  formatKopecks,
  lineTotalKopecks,
  orderStatusLabels,
  orderStatusNotice,
} from '@shop/core';
import { type DbOrTx, enqueueJob, type OrderRow, type OrderWithItems } from '@shop/db';
import type { AppDeps } from '../../deps';
import { BUYER_MAIL_JOB } from '../../jobs/buyer-mail';
import { orderPageUrl } from './order-access';
import { type OrderView, toOrderView } from './order-view';

/** Where letters can go and what the order page's address is; absent without SMTP. */
export interface OrderMail {
  orderPageUrl: (order: { id: string; userId: string | null }) => string;
}

/** Order letters from the shop at `origin`: none without a mailer (SMTP_URL, MAIL_FROM) or without an origin. */
export function orderMailOf(
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  origin: string | undefined,
): OrderMail | undefined {
  if (!deps.mailer || !origin) return undefined;
  return { orderPageUrl: (order) => orderPageUrl(origin, deps.config.jwtSecret, order).toString() };
}

interface Letter {
  subject: string;
  text: string;
  html: string;
}

/** The statuses a buyer is written to about; the others reach her in Telegram only. */
const MAILED_STATUSES = new Set(['shipped', 'cancelled']);

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The order's figures as rows of label and sum, in the order page's order. */
function summaryRows(order: OrderView): [string, string][] {
  const { totals } = order;
  return [
    ['Товары', formatKopecks(totals.subtotalKopecks)],
    ...(totals.discountKopecks > 0
      ? [
          [discountLabel(order.promocode?.code ?? null), `−${formatKopecks(totals.discountKopecks)}`] as [
            string,
            string,
          ],
        ]
      : []),
    [
      `Доставка${order.shipping.name ? `: ${order.shipping.name}` : ''}`,
      totals.shippingKopecks === 0 ? 'Бесплатно' : formatKopecks(totals.shippingKopecks),
    ],
    ...(totals.paymentFeeKopecks > 0
      ? [['Комиссия за оплату при получении', formatKopecks(totals.paymentFeeKopecks)] as [string, string]]
      : []),
    ['Итого', formatKopecks(totals.totalKopecks)],
  ];
}

const lineRows = (order: OrderView): [string, string][] =>
  order.items.map((item) => [
    `${item.name} · ${item.sizeName} · ${item.colorName} · ${formatKopecks(item.unitPriceKopecks)} × ${item.quantity}`,
    formatKopecks(lineTotalKopecks({ priceKopecks: item.unitPriceKopecks, quantity: item.quantity })),
  ]);

function placedLetter(order: OrderView, link: string): Letter {
  const title = `Заказ №${order.number} принят`;
  const intro = 'Спасибо за заказ! Менеджер свяжется с вами, чтобы его подтвердить.';
  const address = deliveryAddressText(order.address);
  const lines = lineRows(order);
  const summary = summaryRows(order);
  const text = [
    `${title}.`,
    intro,
    '',
    ...lines.map(([label, sum]) => `${label} = ${sum}`),
    '',
    ...summary.map(([label, sum]) => `${label}: ${sum}`),
    '',
    `Способ доставки: ${order.shipping.name ?? ''}`,
    `Адрес: ${address}`,
    '',
    `Страница заказа: ${link}`,
  ].join('\n');
  const row = ([label, sum]: [string, string], strong = false) => {
    const cell = (value: string, align: string) =>
      `<td style="padding:4px 0;text-align:${align}">${strong ? `<b>${escapeHtml(value)}</b>` : escapeHtml(value)}</td>`;
    return `<tr>${cell(label, 'left')}${cell(sum, 'right')}</tr>`;
  };
  const html = [
    '<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;color:#1a1a1a;max-width:600px">',
    `<h1 style="font-size:20px">${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<table style="width:100%;border-collapse:collapse">',
    ...lines.map((line) => row(line)),
    '<tr><td colspan="2"><hr></td></tr>',
    ...summary.map((line, index) => row(line, index === summary.length - 1)),
    '</table>',
    `<p>Способ доставки: ${escapeHtml(order.shipping.name ?? '')}<br>Адрес: ${escapeHtml(address)}</p>`,
    `<p><a href="${escapeHtml(link)}">Открыть страницу заказа</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject: `${title} — ${formatKopecks(order.totals.totalKopecks)}`, text, html };
}

function statusLetter(order: OrderRow, notice: string, link: string): Letter {
  return {
    subject: `Заказ №${order.number}: ${orderStatusLabels[order.status].toLowerCase()}`,
    text: `${notice}\n\nСтраница заказа: ${link}`,
    html: `<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif"><p>${escapeHtml(notice)}</p><p><a href="${escapeHtml(link)}">Открыть страницу заказа</a></p></body></html>`,
  };
}

async function queueLetter(tx: DbOrTx, key: string, to: string, letter: Letter): Promise<void> {
  // The key makes a repeat of the same event (a replayed request, a second status write) queue nothing.
  await enqueueJob(tx, { kind: BUYER_MAIL_JOB, key, payload: { to, ...letter } });
}

/** Queues the confirmation of a just placed order when the buyer gave an email. */
export async function mailOrderPlaced(
  tx: DbOrTx,
  mail: OrderMail | undefined,
  order: OrderWithItems,
): Promise<void> {
  const to = order.customer.email;
  if (!mail || !to) return;
  const letter = placedLetter(toOrderView(order), mail.orderPageUrl(order));
  await queueLetter(tx, `mail:order:${order.id}:placed`, to, letter);
}

/** Queues the letter of an order's shipping or cancelling by staff when the buyer gave an email. */
export async function mailOrderStatus(
  tx: DbOrTx,
  mail: OrderMail | undefined,
  order: OrderRow,
): Promise<void> {
  const to = order.customer.email;
  const notice = orderStatusNotice(order.status, order.number);
  if (!mail || !to || !notice || !MAILED_STATUSES.has(order.status)) return;
  const letter = statusLetter(order, notice, mail.orderPageUrl(order));
  await queueLetter(tx, `mail:order:${order.id}:${order.status}`, to, letter);
}
