/**
 * The footer's quick order (SPEC 2 "Footer"): the cart written into footerData's order-request template and the
 * link of the chosen messenger. Kept apart from the UI so the rules can be tested.
 */
import type { StoreSettings } from '@shop/core';
import { formatKopecks } from '@shop/core/rules';
import { ru } from '../../shared/texts/ru';
import type { CartGoodsLine } from '../cart';
import { type ChannelAction, maxAction, telegramHref, whatsappHref } from '../contact-widget';

type QuickOrderSettings = StoreSettings['footerData']['contactWidget'];

/**
 * footerData.contactWidget of GET /settings/store. The server sends the document parsed with core's schema, but
 * the typed client sees footerData as unknown; the built-in defaults used while loading or after a failure carry
 * no footerData, so no messenger is set up then.
 */
export function contactWidgetOf(settings: object): QuickOrderSettings | null {
  if (!('footerData' in settings)) return null;
  const footerData = settings.footerData as Partial<StoreSettings['footerData']> | null | undefined;
  return footerData?.contactWidget ?? null;
}

export type QuickOrderMethod = 'telegram' | 'whatsapp' | 'max';

const methods: readonly QuickOrderMethod[] = ['telegram', 'whatsapp', 'max'];

/** The messengers whose order buttons the shop switched on. */
export function quickOrderMethods(settings: QuickOrderSettings): QuickOrderMethod[] {
  const { checkout } = settings;
  if (!checkout.enabled) return [];
  const enabled = {
    telegram: checkout.telegramEnabled,
    whatsapp: checkout.whatsappEnabled,
    max: checkout.maxEnabled,
  };
  return methods.filter((method) => enabled[method]);
}

interface OrderRequest {
  settings: QuickOrderSettings;
  method: QuickOrderMethod;
  items: readonly CartGoodsLine[];
  totalKopecks: number;
  customer?: { name?: string | null; phone?: string | null } | null;
}

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);

/** The message of the order request, or null when the template is empty or the cart has nothing in it. */
export function orderRequestMessage({
  settings,
  items,
  totalKopecks,
  customer,
}: Omit<OrderRequest, 'method'>) {
  const template = settings.checkout.messageTemplates.orderRequest.trim();
  if (!template || items.length === 0) return null;
  const lines = items.map((item, index) =>
    ru.quickOrder.line({
      index: index + 1,
      name: item.name,
      color: item.colorName,
      size: item.size,
      quantity: item.quantity,
      price: formatKopecks(item.unitPriceKopecks),
    }),
  );
  return fill(template, {
    items: lines.join('\n'),
    total: formatKopecks(totalKopecks),
    name: customer?.name?.trim() ?? '',
    phone: customer?.phone?.trim() ?? '',
    // No order exists yet: the manager gives the number when confirming.
    orderNumber: '',
  });
}

/** What the chosen button opens, or null when the message cannot be composed for that channel. */
export function orderRequestAction(request: OrderRequest): ChannelAction | null {
  const message = orderRequestMessage(request);
  if (!message) return null;
  const { telegram, whatsapp, max } = request.settings.channels;
  switch (request.method) {
    case 'telegram':
      return telegram.enabled && telegram.username
        ? { kind: 'telegram', href: telegramHref(telegram.username, 'text', message) }
        : null;
    case 'whatsapp':
      return whatsapp.enabled && whatsapp.phone.replace(/\D/g, '')
        ? { kind: 'whatsapp', href: whatsappHref(whatsapp.phone, message) }
        : null;
    case 'max':
      return max.contact.trim() ? maxAction(message, max.contact.trim()) : null;
  }
}
