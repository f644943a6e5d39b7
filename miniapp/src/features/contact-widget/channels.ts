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

type Messages = { ru?: string; en?: string; vi?: string } | undefined;

/** Russian first, then the fallback language en, then the single message. */
const messageOf = (channel: { message?: string; messages?: Messages }) =>
  channel.messages?.ru || channel.messages?.en || channel.message || '';

export function channelActions(settings: Pick<ContactWidgetSettings, 'channels'>): ChannelAction[] {
  const { whatsapp, telegram, phone, max } = settings.channels;
  const actions: ChannelAction[] = [];
  if (whatsapp && whatsapp.enabled !== false && whatsapp.phone) {
    actions.push({
      kind: 'whatsapp',
      href: `https://wa.me/${whatsapp.phone.replace(/\D/g, '')}?text=${encodeURIComponent(messageOf(whatsapp))}`,
    });
  }
  if (telegram && telegram.enabled !== false && telegram.username) {
    const username = telegram.username.replace(/^@/, '');
    actions.push({
      kind: 'telegram',
      href: `https://t.me/${username}?start=${encodeURIComponent(messageOf(telegram))}`,
    });
  }
  if (phone && phone.enabled !== false && phone.number) {
    actions.push({ kind: 'phone', href: `tel:${phone.number.replace(/[^\d+]/g, '')}` });
  }
  if (max && max.enabled !== false && max.contact) {
    actions.push({ kind: 'max', href: MAX_SITE, clipboard: `${messageOf(max)}\n${max.contact}`.trim() });
  }
  return actions;
}
