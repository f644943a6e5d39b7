import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appModeStore } from '../store/app-mode-store';
import { mockTelegram, type SentCall, sendFromTelegram } from '../testing/mock-telegram-env';
import { hapticInMiniApp } from './haptics';
import { startTelegram } from './start-telegram';
import {
  openTelegramInvoice,
  requestTelegramContact,
  setClosingConfirmation,
  showTelegramPopup,
} from './telegram-actions';

const reply = (event: string, payload: unknown) => setTimeout(() => sendFromTelegram(event, payload));

const contactQuery = new URLSearchParams({
  contact: JSON.stringify({
    user_id: 700001,
    phone_number: '79161234567',
    first_name: 'Анна',
    last_name: 'Петрова',
  }),
  auth_date: '1760000000',
  hash: 'abc',
}).toString();

/** A client that answers popups, invoices and the contact request like the Telegram apps do. */
function answerLikeTelegram(phoneStatus: 'sent' | 'cancelled') {
  let phoneShared = false;
  return ({ method, params }: SentCall) => {
    if (method === 'web_app_open_popup') reply('popup_closed', { button_id: 'order' });
    if (method === 'web_app_open_invoice') reply('invoice_closed', { slug: params.slug, status: 'paid' });
    if (method === 'web_app_request_phone') {
      phoneShared = phoneStatus === 'sent';
      reply('phone_requested', { status: phoneStatus });
    }
    if (method === 'web_app_invoke_custom_method' && params.method === 'getRequestedContact') {
      reply(
        'custom_method_invoked',
        phoneShared
          ? { req_id: params.req_id, result: contactQuery }
          : { req_id: params.req_id, error: 'NOT_FOUND' },
      );
    }
  };
}

const popup = {
  title: 'Заказ',
  message: 'Оформить заказ?',
  buttons: [
    { id: 'order', type: 'default' as const, text: 'Оформить' },
    { id: 'cancel', type: 'cancel' as const },
  ],
};

afterEach(() => {
  appModeStore.isMiniApp = false;
  delete (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
});

describe('in the web shop', () => {
  it('each call does nothing and answers that Telegram is not there', async () => {
    const telegram = mockTelegram();
    await setClosingConfirmation(true);
    expect(await showTelegramPopup(popup)).toEqual({ shown: false });
    expect(await openTelegramInvoice('https://t.me/$inv')).toBe('unavailable');
    expect(await requestTelegramContact()).toEqual({ status: 'unavailable' });
    expect(telegram.calls).toEqual([]);
  });
});

describe('inside Telegram 8.0', () => {
  let telegram: ReturnType<typeof mockTelegram>;
  beforeEach(() => {
    telegram = mockTelegram({ answer: answerLikeTelegram('sent') });
    appModeStore.isMiniApp = true;
    startTelegram();
  });

  it('asks before closing while told to, and stops asking', async () => {
    await setClosingConfirmation(true);
    expect(telegram.lastOf('web_app_setup_closing_behavior')).toEqual({ need_confirmation: true });
    await setClosingConfirmation(false);
    expect(telegram.lastOf('web_app_setup_closing_behavior')).toEqual({ need_confirmation: false });
  });

  it("shows Telegram's popup and answers with the pressed button", async () => {
    expect(await showTelegramPopup(popup)).toEqual({ shown: true, buttonId: 'order' });
    expect(telegram.lastOf('web_app_open_popup')).toEqual({
      title: 'Заказ',
      message: 'Оформить заказ?',
      buttons: [
        { id: 'order', type: 'default', text: 'Оформить' },
        { id: 'cancel', type: 'cancel' },
      ],
    });
  });

  it('opens an invoice link and answers how the payment ended', async () => {
    expect(await openTelegramInvoice('https://t.me/$inv-42')).toBe('paid');
    expect(telegram.lastOf('web_app_open_invoice')).toEqual({ slug: 'inv-42' });
  });

  it('asks for the phone number and answers with the shared contact', async () => {
    expect(await requestTelegramContact()).toEqual({
      status: 'shared',
      contact: { userId: 700001, phoneNumber: '79161234567', firstName: 'Анна', lastName: 'Петрова' },
    });
    expect(telegram.methods()).toContain('web_app_request_phone');
  });
});

describe('inside Telegram 8.0, when the user keeps the phone number', () => {
  it('answers that the request was denied', async () => {
    mockTelegram({ answer: answerLikeTelegram('cancelled') });
    appModeStore.isMiniApp = true;
    startTelegram();
    expect(await requestTelegramContact()).toEqual({ status: 'denied' });
  });
});

describe('inside Telegram 6.0, which has no popups, invoices, contact requests or haptics yet', () => {
  it('sends none of them and answers that they are unavailable', async () => {
    const telegram = mockTelegram({ version: '6.0', answer: answerLikeTelegram('sent') });
    appModeStore.isMiniApp = true;
    startTelegram();
    expect(await showTelegramPopup(popup)).toEqual({ shown: false });
    expect(await openTelegramInvoice('https://t.me/$inv')).toBe('unavailable');
    expect(await requestTelegramContact()).toEqual({ status: 'unavailable' });
    hapticInMiniApp('success');
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const method of [
      'web_app_open_popup',
      'web_app_open_invoice',
      'web_app_request_phone',
      'web_app_trigger_haptic_feedback',
    ]) {
      expect(telegram.methods()).not.toContain(method);
    }
  });
});
