/** What staff send to change a person's role or block them, and the refusals' Russian texts. */
import { z } from 'zod';
import { ROLES } from '../roles';

export const userAdminTexts = {
  role: 'Выберите роль: покупатель, менеджер или администратор',
  blocked: 'Аккаунт заблокирован. Обратитесь в поддержку магазина',
  blockSelf: 'Нельзя заблокировать собственный аккаунт',
  lastAdmin: 'Это последний администратор: сначала назначьте другого',
  notFound: 'Пользователь не найден',
} as const;

export const userRoleInput = z.object({ role: z.enum(ROLES, userAdminTexts.role) });
export type UserRoleInput = z.input<typeof userRoleInput>;
