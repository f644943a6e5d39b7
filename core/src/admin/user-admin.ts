/** What staff send to change a person's role or block them, and the refusals' Russian texts. */
import { z } from 'zod';
import { ROLES } from '../roles';

export const userAdminTexts = {
  role: 'Выберите роль: покупатель, менеджер или администратор',
  blocked: 'Аккаунт заблокирован. Обратитесь в поддержку магазина',
  blockSelf: 'Нельзя заблокировать собственный аккаунт',
  lastAdmin: 'Это последний администратор: сначала назначьте другого',
  notFound: 'Пользователь не найден',
  telegramId: 'Telegram ID — целое число, его называет бот сотруднику, ещё не привязанному к аккаунту',
  telegramTaken: 'Этот Telegram уже привязан к другому аккаунту',
} as const;

export const userRoleInput = z.object({ role: z.enum(ROLES, userAdminTexts.role) });
export type UserRoleInput = z.input<typeof userRoleInput>;

/** The Telegram user id the bot knows the person by; null unlinks. */
export const userTelegramInput = z.object({
  telegramId: z
    .number(userAdminTexts.telegramId)
    .int(userAdminTexts.telegramId)
    .positive(userAdminTexts.telegramId)
    .max(Number.MAX_SAFE_INTEGER, userAdminTexts.telegramId)
    .nullable(),
});
export type UserTelegramInput = z.input<typeof userTelegramInput>;
