/**
 * The staff chat's order buttons over the admin orders service: the presser must be an admin or manager whose
 * account carries their Telegram id (an admin links it on the users screen) and is not blocked; the order then
 * moves exactly as in the admin app (allowed transitions, stock back on cancel, audit log, the buyer told), and
 * the post's edit (who acted, the buttons gone) is written with the change.
 */
import type { StaffActionOutcome, StaffCheck, StaffOrderAction, StaffPost } from '@shop/bot';
import { staffPostAfterAction } from '@shop/bot/staff-posts';
import { allowedNextStatuses, isStaff, type OrderStatus, orderStatusLabels } from '@shop/core';
import {
  type Database,
  type DbOrTx,
  findOrderWithItems,
  findUserByTelegramId,
  type OrderRow,
  type StaffActor,
} from '@shop/db';
import { ApiError } from '../lib/errors';
import type { TelegramOutbox } from './outbox';

/** What the buttons need of the admin orders service (`ordersAdmin`). */
export interface StaffOrders {
  changeStatus(
    id: string,
    actor: StaffActor,
    to: OrderStatus,
    note?: string,
    also?: (tx: DbOrTx, order: OrderRow) => Promise<void>,
  ): Promise<unknown>;
}

/** A linked admin or manager who is not blocked may act from Telegram: the buttons and the staff mode's /staff. */
export async function staffMember(db: DbOrTx, telegramId: number): Promise<StaffCheck> {
  const staff = await findUserByTelegramId(db, telegramId);
  if (!staff || !isStaff(staff.role)) return { kind: 'not_staff', telegramId };
  if (staff.blockedAt) return { kind: 'blocked' };
  return { kind: 'staff', id: staff.id, name: staff.name };
}

const targetOf: Record<StaffOrderAction, OrderStatus> = { confirm: 'confirmed', cancel: 'cancelled' };

export async function staffOrderAction(
  { db, orders, outbox }: { db: Database; orders: StaffOrders; outbox: TelegramOutbox },
  telegramId: number,
  orderId: string,
  action: StaffOrderAction,
  post?: StaffPost,
): Promise<StaffActionOutcome> {
  const staff = await staffMember(db, telegramId);
  if (staff.kind !== 'staff') return staff;
  const order = await findOrderWithItems(db, orderId);
  if (!order) return { kind: 'not_found' };
  const to = targetOf[action];
  const unchanged = (status: OrderStatus): StaffActionOutcome => ({
    kind: 'unchanged',
    number: order.number,
    statusLabel: orderStatusLabels[status],
  });
  if (!allowedNextStatuses(order.status).includes(to)) return unchanged(order.status);
  try {
    await orders.changeStatus(order.id, { id: staff.id, name: staff.name }, to, undefined, async (tx) => {
      if (!post) return;
      await outbox.editText(
        tx,
        { chatId: post.chatId, messageId: post.messageId },
        {
          text: staffPostAfterAction(post.text, orderStatusLabels[to], staff.name),
          purpose: 'staff.order-acted',
          orderId: order.id,
        },
      );
    });
  } catch (error) {
    // Another press (or the admin app) moved it between the read and the lock.
    if (!(error instanceof ApiError) || error.code !== 'CONFLICT') throw error;
    const now = await findOrderWithItems(db, orderId);
    return unchanged(now?.status ?? order.status);
  }
  return { kind: 'changed', number: order.number, statusLabel: orderStatusLabels[to], staffName: staff.name };
}
