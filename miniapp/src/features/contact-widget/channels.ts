/** The contact widget's channel rules (SPEC 2 "Contact widget"), kept apart from the UI so they can be tested. */
import type { ContactWidgetSettings } from '@shop/core';

type ChannelKind = 'whatsapp' | 'telegram' | 'phone' | 'max';

export interface ChannelAction {
  kind: ChannelKind;
  href: string;
  /** For MAX: the text copied to the clipboard before the site opens. */
  clipboard?: string;
}

const MAX_SITE = 'https://max.ru/';

/** A WhatsApp chat with the number's digits and a prefilled text. */
export const whatsappHref = (phone: string, text: string): string =>
  `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

/** A Telegram chat; bots read `start`, people's chats prefill `text`. */
export const telegramHref = (username: string, param: 'start' | 'text', text: string): string =>
  `https://t.me/${username.replace(/^@/, '')}?${param}=${encodeURIComponent(text)}`;

/** MAX has no prefilled links: its site opens and the message with the contact goes to the clipboard. */
export const maxAction = (message: string, contact: string): ChannelAction => ({
  kind: 'max',
  href: MAX_SITE,
  clipboard: `${message}\n${contact}`.trim(),
});

type Messages = { ru?: string; en?: string; vi?: string } | undefined;

/** Russian first, then the fallback language en, then the single message. */
const messageOf = (channel: { message?: string; messages?: Messages }) =>
  channel.messages?.ru || channel.messages?.en || channel.message || '';

export function channelActions(settings: Pick<ContactWidgetSettings, 'channels'>): ChannelAction[] {
  const { whatsapp, telegram, phone, max } = settings.channels;
  const actions: ChannelAction[] = [];
  if (whatsapp && whatsapp.enabled !== false && whatsapp.phone) {
    actions.push({ kind: 'whatsapp', href: whatsappHref(whatsapp.phone, messageOf(whatsapp)) });
  }
  if (telegram && telegram.enabled !== false && telegram.username) {
    actions.push({ kind: 'telegram', href: telegramHref(telegram.username, 'start', messageOf(telegram)) });
  }
  if (phone && phone.enabled !== false && phone.number) {
    actions.push({ kind: 'phone', href: `tel:${phone.number.replace(/[^\d+]/g, '')}` });
  }
  if (max && max.enabled !== false && max.contact) {
    actions.push(maxAction(messageOf(max), max.contact));
  }
  return actions;
}
