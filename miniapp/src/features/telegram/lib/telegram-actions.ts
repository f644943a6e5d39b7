/**
 * Telegram's own dialogs for the checkout: closing confirmation, popups, invoices and the contact request. Safe
 * to call anywhere: in the web shop, or on a Telegram version without the method, each one does nothing and
 * says so in its answer, so the caller can use its own dialog instead. The SDK loads on the first call.
 */
import type { InvoiceStatus, ShowPopupOptionsButton } from '@telegram-apps/sdk-react';
import type { Question } from '../../../shared/ui/confirm-question';
import { canUseTelegram } from './telegram-availability';

/** Asks the user to confirm before Telegram closes the mini-app (while an order is being placed), or stops asking. */
export async function setClosingConfirmation(enabled: boolean): Promise<void> {
  if (!(await canUseTelegram())) return;
  const { disableClosingConfirmation, enableClosingConfirmation } = await import('@telegram-apps/sdk-react');
  if (enabled) enableClosingConfirmation.ifAvailable();
  else disableClosingConfirmation.ifAvailable();
}

export interface TelegramPopup {
  title?: string;
  message: string;
  /** At most three; `id` comes back in the answer. */
  buttons?: ShowPopupOptionsButton[];
}

export type PopupAnswer = { shown: false } | { shown: true; buttonId: string | null };

/** Shows Telegram's popup and waits for it to close: the pressed button's id, null when dismissed. */
export async function showTelegramPopup(popup: TelegramPopup): Promise<PopupAnswer> {
  if (!(await canUseTelegram())) return { shown: false };
  const { isPopupShown, showPopup } = await import('@telegram-apps/sdk-react');
  if (!showPopup.isAvailable() || isPopupShown()) return { shown: false };
  return { shown: true, buttonId: await showPopup(popup) };
}

/**
 * Asks for a yes or no in Telegram's popup (the «yes» button shown as destructive): true when `yes` was pressed,
 * false for `no` or a dismissal, null where no popup can show (the web shop, an older client), so the caller asks
 * on its own page instead.
 */
export async function confirmInTelegram(ask: Question): Promise<boolean | null> {
  const answer = await showTelegramPopup({
    title: ask.title,
    message: ask.warning,
    buttons: [
      { id: 'confirm', type: 'destructive', text: ask.yes },
      { id: 'keep', type: 'default', text: ask.no },
    ],
  });
  return answer.shown ? answer.buttonId === 'confirm' : null;
}

/** Opens an invoice link (https://t.me/$slug or https://t.me/invoice/slug) and waits for how it ended. */
export async function openTelegramInvoice(url: string): Promise<InvoiceStatus | 'unavailable'> {
  if (!(await canUseTelegram())) return 'unavailable';
  const { isInvoiceOpened, openInvoice } = await import('@telegram-apps/sdk-react');
  if (!openInvoice.isAvailable() || isInvoiceOpened()) return 'unavailable';
  return openInvoice(url, 'url');
}

interface TelegramContact {
  userId: number;
  phoneNumber: string;
  firstName: string;
  lastName: string | null;
}

export type ContactAnswer =
  | { status: 'shared'; contact: TelegramContact }
  | { status: 'denied' }
  | { status: 'unavailable' };

/** Asks the user to share the phone number of their Telegram account. */
export async function requestTelegramContact(): Promise<ContactAnswer> {
  if (!(await canUseTelegram())) return { status: 'unavailable' };
  const { isAccessDeniedError, isRequestingContact, requestContact } = await import(
    '@telegram-apps/sdk-react'
  );
  if (!requestContact.isAvailable() || isRequestingContact()) return { status: 'unavailable' };
  try {
    const { contact } = await requestContact();
    return {
      status: 'shared',
      contact: {
        userId: contact.user_id,
        phoneNumber: contact.phone_number,
        firstName: contact.first_name,
        lastName: contact.last_name ?? null,
      },
    };
  } catch (error) {
    if (isAccessDeniedError(error)) return { status: 'denied' };
    throw error;
  }
}

/** Opens Telegram's dialog for sending a message the bot prepared (its id); 'failed' covers a closed dialog. */
export async function shareTelegramMessage(id: string): Promise<'sent' | 'failed' | 'unavailable'> {
  if (!(await canUseTelegram())) return 'unavailable';
  const { shareMessage } = await import('@telegram-apps/sdk-react');
  if (!shareMessage.isAvailable()) return 'unavailable';
  try {
    await shareMessage(id);
    return 'sent';
  } catch {
    return 'failed';
  }
}

export type WriteAccessAnswer = 'allowed' | 'denied' | 'unavailable';

/** Whether this Telegram client can ask for leave to write (Mini Apps 6.9 and later). */
export async function canRequestWriteAccess(): Promise<boolean> {
  if (!(await canUseTelegram())) return false;
  const { requestWriteAccess } = await import('@telegram-apps/sdk-react');
  return requestWriteAccess.isAvailable();
}

/** Asks, in Telegram's own dialog, for leave for the bot to write to the user, and waits for the answer. */
export async function requestTelegramWriteAccess(): Promise<WriteAccessAnswer> {
  if (!(await canUseTelegram())) return 'unavailable';
  const { isRequestingWriteAccess, requestWriteAccess } = await import('@telegram-apps/sdk-react');
  if (!requestWriteAccess.isAvailable() || isRequestingWriteAccess()) return 'unavailable';
  return (await requestWriteAccess()) === 'allowed' ? 'allowed' : 'denied';
}

/** Telegram's own "share to a chat" sheet with a link and its text; false where the client has none. */
export async function shareTelegramUrl(url: string, text: string): Promise<boolean> {
  if (!(await canUseTelegram())) return false;
  const { shareURL } = await import('@telegram-apps/sdk-react');
  if (!shareURL.isAvailable()) return false;
  shareURL(url, text);
  return true;
}
