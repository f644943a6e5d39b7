import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { shippingMethods } from '../schema';
import { createProduct, createTestDatabase, testDatabaseKinds } from '../testing';
import { changeOrderStatus } from './order-status';
import { findOrderWithItems, type OrderRow, placeOrder } from './orders';

describe.each(testDatabaseKinds())('payment status on delivery on %s', (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await handle.db
      .insert(shippingMethods)
      .values({ id: 'courier', name: 'Курьер', priceKopecks: 30_000, estimatedDays: '1-2 дня' });
  });
  afterAll(() => handle.close());

  async function orderPaidBy(paymentMethod: OrderRow['paymentMethod']): Promise<string> {
    const product = await createProduct(handle.db, {
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 5 }],
    });
    const placed = await placeOrder(handle.db, {
      userId: null,
      idempotencyKey: randomUUID(),
      requestHash: 'hash',
      customer: { name: 'Анна', phone: '+79001234567' },
      address: { region: 'moscow', city: 'Москва' },
      shipping: { methodId: 'courier', name: 'Курьер', feeKopecks: 30_000 },
      subtotalKopecks: product.priceKopecks,
      discountKopecks: 0,
      paymentFeeKopecks: 0,
      totalKopecks: product.priceKopecks + 30_000,
      promocode: null,
      paymentMethod,
      lines: [
        {
          productId: product.id,
          name: 'Платье',
          sku: `${product.baseSku}-BLK-M`,
          image: null,
          colorCode: 'BLK',
          colorName: 'Чёрный',
          sizeCode: 'M',
          sizeName: 'M',
          quantity: 1,
          unitPriceKopecks: product.priceKopecks,
          originalPriceKopecks: null,
          discountKopecks: 0,
          lineTotalKopecks: product.priceKopecks,
          isWholesale: false,
          wholesaleGroupId: null,
          wholesaleMetadata: null,
        },
      ],
    });
    return placed.order.id;
  }

  const moveTo = async (orderId: string, statuses: readonly OrderRow['status'][]) => {
    for (const to of statuses) {
      await changeOrderStatus(handle.db, { orderId, to, actorId: null, by: 'staff' });
    }
    return (await findOrderWithItems(handle.db, orderId))!;
  };

  it('keeps a cash order unpaid until delivery, then marks it paid with the time', async () => {
    const orderId = await orderPaidBy('cash');
    const shipped = await moveTo(orderId, ['confirmed', 'processing', 'shipped']);
    expect(shipped).toMatchObject({ paymentStatus: 'unpaid', paidAt: null });

    const before = Date.now();
    const delivered = await moveTo(orderId, ['delivered']);
    expect(delivered.status).toBe('delivered');
    expect(delivered.paymentStatus).toBe('paid');
    expect(delivered.paidAt).toBeInstanceOf(Date);
    expect(delivered.paidAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(delivered.paidAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('marks a card given to the courier paid on delivery too', async () => {
    const orderId = await orderPaidBy('card_on_delivery');
    const delivered = await moveTo(orderId, ['confirmed', 'processing', 'shipped', 'delivered']);
    expect(delivered.paymentStatus).toBe('paid');
    expect(delivered.paidAt).not.toBeNull();
  });

  it('leaves an online payment unpaid on delivery: only the payment itself marks it paid', async () => {
    const orderId = await orderPaidBy('telegram');
    const delivered = await moveTo(orderId, ['confirmed', 'processing', 'shipped', 'delivered']);
    expect(delivered).toMatchObject({ status: 'delivered', paymentStatus: 'unpaid', paidAt: null });
  });

  it('never marks a cancelled cash order paid', async () => {
    const orderId = await orderPaidBy('cash');
    const cancelled = await moveTo(orderId, ['confirmed', 'cancelled']);
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid', paidAt: null });
  });
});
