import type { CheckoutInput } from '@shop/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeOrder } from '../../features/checkout/api/place-order';
import { startTelegram } from '../../features/telegram/lib/start-telegram';
import { mockTelegram } from '../../features/telegram/testing/mock-telegram-env';
import {
  forgetReferral,
  rememberedReferralCode,
  rememberReferral,
  rememberReferralFromAddress,
} from './referral-arrival';

const checkout: CheckoutInput = {
  contact: { name: 'Вера Орлова', phone: '+79005550000' },
  address: {
    region: 'moscow',
    city: 'Москва',
    street: 'ул. Покровка',
    house: '17',
    apartment: undefined,
    postalCode: undefined,
    pickupPoint: undefined,
  },
  shippingMethodId: 'courier',
  paymentMethod: 'cash',
  comment: '',
};

/** Answers POST /api/orders like the API and keeps what was sent. */
function orderApi() {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ success: true, data: { id: 'order-1' } }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

afterEach(() => {
  forgetReferral();
  vi.unstubAllGlobals();
});

describe('arriving by a friend’s link', () => {
  it('remembers ?ref= from the address and takes it out of the address', () => {
    window.history.replaceState(null, '', '/products?ref=k7m2q9xd&sort=new#top');
    rememberReferralFromAddress();
    expect(rememberedReferralCode()).toBe('K7M2Q9XD');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/products?sort=new#top',
    );
  });

  it('remembers ref_<code> from the mini-app’s start parameter, which opens the home page', () => {
    mockTelegram({ startParam: 'ref_K7M2Q9XD' });
    const launch = startTelegram();
    expect(launch?.deepLinkPath).toBeNull();
    rememberReferral(launch?.startParam);
    expect(rememberedReferralCode()).toBe('K7M2Q9XD');
  });

  it('ignores a start parameter or ?ref= that is not a code', () => {
    rememberReferral('product_12');
    window.history.replaceState(null, '', '/?ref=%3Cscript%3E');
    rememberReferralFromAddress();
    expect(rememberedReferralCode()).toBeNull();
  });

  it('sends the remembered code with a signed-in buyer’s order, never with a guest’s', async () => {
    const sent = orderApi();
    rememberReferral('ref_K7M2Q9XD');
    await placeOrder({ checkout, idempotencyKey: 'key-1-abcdef', guestLines: null, source: 'web' });
    expect(sent[0]).toMatchObject({ referralCode: 'K7M2Q9XD' });

    await placeOrder({ checkout, idempotencyKey: 'key-2-abcdef', guestLines: [], source: 'web' });
    expect(sent[1]).not.toHaveProperty('referralCode');

    forgetReferral();
    await placeOrder({ checkout, idempotencyKey: 'key-3-abcdef', guestLines: null, source: 'web' });
    expect(sent[2]).not.toHaveProperty('referralCode');
  });
});
