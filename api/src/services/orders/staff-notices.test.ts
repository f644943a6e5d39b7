import { randomUUID } from 'node:crypto';
import { TELEGRAM_LIMITS } from '@shop/core';
import { ORDER_NUMBER_MARK } from '@shop/db';
import { describe, expect, it } from 'vitest';
import { telegramOutbox } from '../../telegram/outbox';
import { type AnnouncedOrder, staffPostOfNewOrder } from './staff-notices';

const outbox = telegramOutbox({ staffChatId: '-1001234567890', webAppUrl: 'https://shop.example' });
/** The largest number an order can have (an integer column). */
const LONGEST_NUMBER = String(2 ** 31 - 1);

const orderWith = (items: AnnouncedOrder['items']): AnnouncedOrder => ({
  id: randomUUID(),
  number: ORDER_NUMBER_MARK,
  totalKopecks: 987_654_321_00,
  customer: { name: 'А'.repeat(100), phone: '+79001234567', telegramUsername: 'buyer_with_a_long_name' },
  items,
});

const item = (name: string) => ({
  name,
  colorName: 'Чёрный',
  sizeCode: 'XXL',
  quantity: 999,
  isWholesale: true,
});

describe('the staff post of a new order', () => {
  it("fits Telegram's limit once place_order puts the longest number in place of its mark", () => {
    let fittedToTheLimit = 0;
    // Nine long lines and a last one of every length: some posts fill the limit to the character with the mark.
    for (let length = 1; length <= 420; length++) {
      const items = [
        ...Array.from({ length: 9 }, (_, i) => item(`Платье ${i} ${'д'.repeat(380)}`)),
        item('ж'.repeat(length)),
      ];
      const text = String(staffPostOfNewOrder(outbox, orderWith(items))?.payload.text);
      if (text.length === TELEGRAM_LIMITS.text) fittedToTheLimit++;
      const placed = text.replace(ORDER_NUMBER_MARK, LONGEST_NUMBER);
      expect(placed.startsWith(`Новый заказ №${LONGEST_NUMBER} на `)).toBe(true);
      expect(placed.length).toBeLessThanOrEqual(TELEGRAM_LIMITS.text);
    }
    expect(fittedToTheLimit).toBeGreaterThan(0);
  });

  it('names the order by its id in the buttons and in the outbox row, and is nothing without a staff chat', () => {
    const order = orderWith([item('Платье миди')]);
    const post = staffPostOfNewOrder(outbox, order);
    expect(post).toMatchObject({ chatId: '-1001234567890', purpose: 'staff.new-order', orderId: order.id });
    expect(JSON.stringify(post?.payload)).toContain(`staff:confirm:${order.id}`);
    const withoutChat = telegramOutbox({ staffChatId: undefined, webAppUrl: 'https://shop.example' });
    expect(staffPostOfNewOrder(withoutChat, order)).toBeUndefined();
  });
});
