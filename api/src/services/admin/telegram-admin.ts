/**
 * What the staff see of the Telegram channel: messages that finally did not go (with Telegram's reason, and a way
 * to send one again once the cause is fixed) and payments that did not simply pay their order (to refund or match
 * by hand, then mark resolved with what was done).
 */
import { z } from '@hono/zod-openapi';
import {
  PAYMENT_PROBLEM_KINDS,
  type PaymentProblemKind,
  paidAmountText,
  paymentProblemLabels,
  telegramPaymentTexts,
} from '@shop/core';
import {
  type Database,
  listFailedTelegramMessages,
  listPaymentProblems,
  resendTelegramMessage,
  resolvePaymentProblem,
  telegramOutboxCounts,
} from '@shop/db';
import { ApiError } from '../../lib/errors';
import { paginationOf, paginationSchema } from '../catalog/product-view';

export const telegramSummarySchema = z
  .object({
    pending: z.number().int().openapi({ description: 'messages waiting to be sent' }),
    failed: z.number().int().openapi({ description: 'messages that finally did not go' }),
    sentToday: z.number().int(),
    openPaymentProblems: z.number().int(),
  })
  .openapi('TelegramSummary');

const failedMessageSchema = z
  .object({
    id: z.number().int(),
    purpose: z.string().openapi({ example: 'order.confirmed' }),
    chat: z.enum(['buyer', 'staff']),
    chatId: z.string(),
    text: z.string(),
    reason: z.string().nullable(),
    attempts: z.number().int(),
    orderId: z.uuid().nullable(),
    createdAt: z.string(),
    failedAt: z.string().nullable(),
  })
  .openapi('FailedTelegramMessage');

export const failedMessageListSchema = z
  .object({ messages: z.array(failedMessageSchema), pagination: paginationSchema })
  .openapi('FailedTelegramMessageList');

const paymentProblemSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(PAYMENT_PROBLEM_KINDS),
    kindLabel: z.string(),
    orderId: z.uuid().nullable(),
    orderNumber: z.number().int().nullable(),
    currency: z.string(),
    totalAmount: z.number().int().openapi({ description: "in the currency's smallest units" }),
    amountText: z.string().openapi({ example: '3 090 ₽' }),
    telegramChargeId: z.string().nullable().openapi({ description: 'null for a ЮKassa payment' }),
    providerChargeId: z
      .string()
      .openapi({ description: "the provider's charge, or the ЮKassa payment's id" }),
    telegramUserId: z.number().int().nullable(),
    details: z.string(),
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
    resolution: z.string().nullable(),
  })
  .openapi('PaymentProblem');

export const paymentProblemListSchema = z
  .object({ problems: z.array(paymentProblemSchema), pagination: paginationSchema })
  .openapi('PaymentProblemList');

export const resolutionInput = z.object({
  resolution: z
    .string(telegramPaymentTexts.resolutionRequired)
    .trim()
    .min(3, telegramPaymentTexts.resolutionRequired)
    .max(500, 'Не длиннее 500 символов'),
});

const chatOf = (chatId: string): 'buyer' | 'staff' => (/^\d+$/.test(chatId) ? 'buyer' : 'staff');

export function telegramAdmin(db: Database) {
  return {
    async summary() {
      const [outbox, open] = await Promise.all([
        telegramOutboxCounts(db),
        listPaymentProblems(db, { open: true, limit: 1, offset: 0 }),
      ]);
      return { ...outbox, openPaymentProblems: open.total };
    },

    async failedMessages({ page, limit }: { page: number; limit: number }) {
      const { messages, total } = await listFailedTelegramMessages(db, { limit, offset: (page - 1) * limit });
      return {
        messages: messages.map((message) => ({
          id: message.id,
          purpose: message.purpose,
          chat: chatOf(message.chatId),
          chatId: message.chatId,
          text: String((message.payload as { text?: unknown }).text ?? ''),
          reason: message.lastError,
          attempts: message.attempts,
          orderId: message.orderId,
          createdAt: message.createdAt.toISOString(),
          failedAt: message.failedAt?.toISOString() ?? null,
        })),
        pagination: paginationOf(page, limit, total),
      };
    },

    async resend(id: number) {
      if (!(await resendTelegramMessage(db, id))) {
        throw new ApiError(
          'NOT_FOUND',
          'Такого неотправленного сообщения нет: возможно, его уже отправили снова',
        );
      }
      return { id, status: 'pending' as const };
    },

    async paymentProblems({ open, page, limit }: { open: boolean; page: number; limit: number }) {
      const { problems, total } = await listPaymentProblems(db, { open, limit, offset: (page - 1) * limit });
      return {
        problems: problems.map((problem) => ({
          id: problem.id,
          kind: problem.kind as PaymentProblemKind,
          kindLabel: paymentProblemLabels[problem.kind as PaymentProblemKind],
          orderId: problem.orderId,
          orderNumber: problem.orderNumber,
          currency: problem.currency,
          totalAmount: problem.totalAmount,
          amountText: paidAmountText(problem.currency, problem.totalAmount),
          telegramChargeId: problem.telegramChargeId,
          providerChargeId: problem.providerChargeId,
          telegramUserId: problem.telegramUserId,
          details: problem.details,
          createdAt: problem.createdAt.toISOString(),
          resolvedAt: problem.resolvedAt?.toISOString() ?? null,
          resolution: problem.resolution,
        })),
        pagination: paginationOf(page, limit, total),
      };
    },

    async resolve(id: number, staffId: string, resolution: string) {
      if (!(await resolvePaymentProblem(db, { id, staffId, resolution }))) {
        throw new ApiError('NOT_FOUND', 'Такой нерешённой проблемы с оплатой нет');
      }
      return { id, resolved: true as const };
    },
  };
}
