import { describe, expect, it } from 'vitest';
import {
  availableShippingMethods,
  chooseShippingMethod,
  FALLBACK_SHIPPING_METHOD,
  isKnownRegion,
  type ShippingMethodRule,
  shippingFeeOf,
} from './shipping-rules';

const method = (overrides: Partial<ShippingMethodRule> & { id: string }): ShippingMethodRule => ({
  ...FALLBACK_SHIPPING_METHOD,
  isDefault: false,
  ...overrides,
});
const courier = method({ id: 'courier', regions: ['moscow'], isDefault: true });
const pickup = method({ id: 'pickup', priceKopecks: 0, freeFromKopecks: null });
const express = method({
  id: 'express',
  priceKopecks: 90_000,
  minOrderValueKopecks: 200_000,
  regions: ['moscow'],
});
const closed = method({ id: 'post', isActive: false });
const shop = [courier, pickup, express, closed];

describe('shipping rules', () => {
  it('offers the active methods that serve the region and the order value', () => {
    const ids = (orderValueKopecks: number, region: string) =>
      availableShippingMethods(shop, { orderValueKopecks, region }).map((m) => m.id);
    expect(ids(100_000, 'moscow')).toEqual(['courier', 'pickup']);
    expect(ids(250_000, 'moscow')).toEqual(['courier', 'pickup', 'express']);
    expect(ids(250_000, 'kazan')).toEqual(['pickup']);
  });

  it('falls back to the built-in courier: 300 ₽, 1-2 working days, free from 3 000 ₽', () => {
    expect(availableShippingMethods([], { orderValueKopecks: 1, region: 'moscow' })).toEqual([
      FALLBACK_SHIPPING_METHOD,
    ]);
    expect(FALLBACK_SHIPPING_METHOD).toMatchObject({
      priceKopecks: 30_000,
      estimatedDays: '1-2 рабочих дня',
    });
    expect(shippingFeeOf(FALLBACK_SHIPPING_METHOD, 299_999)).toBe(30_000);
    expect(shippingFeeOf(FALLBACK_SHIPPING_METHOD, 300_000)).toBe(0);
  });

  it('picks the asked-for method, else the default, and refuses unknown or unfit ones', () => {
    const query = { orderValueKopecks: 100_000, region: 'moscow' };
    expect(chooseShippingMethod(shop, query)).toEqual({ ok: true, method: courier });
    expect(chooseShippingMethod(shop, { ...query, methodId: 'pickup' })).toEqual({
      ok: true,
      method: pickup,
    });
    expect(chooseShippingMethod(shop, { ...query, methodId: 'teleport' })).toMatchObject({
      ok: false,
      message: 'Способ доставки не найден',
    });
    expect(chooseShippingMethod(shop, { ...query, methodId: 'post' })).toMatchObject({ ok: false });
    expect(chooseShippingMethod(shop, { ...query, methodId: 'express' })).toMatchObject({
      ok: false,
      message: 'Этот способ доставки недоступен для вашего заказа',
    });
  });

  it('knows a region when some active method serves it', () => {
    expect(isKnownRegion([courier, express], 'moscow')).toBe(true);
    expect(isKnownRegion([courier, express], 'kazan')).toBe(false);
    expect(isKnownRegion([], 'kazan')).toBe(true);
  });
});
