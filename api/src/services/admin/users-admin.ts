/**
 * The back office's people: a searched page, role changes and blocking (an admin's work). The shop always keeps
 * an admin who can sign in, and nobody blocks themselves. Each change goes to the audit log in its transaction.
 * Linking a Telegram id lets a staff member work the order buttons in the staff chat.
 */
import { z } from '@hono/zod-openapi';
import { ROLES, type Role, userAdminTexts } from '@shop/core';
import {
  type AdminUserFilter,
  type AdminUserRow,
  adminUserById,
  type Database,
  type DbOrTx,
  findUserByTelegramId,
  listAdminUsers,
  lockActiveAdmins,
  lockUser,
  recordStaffChange,
  type StaffActor,
  setUserBlocked,
  setUserRole,
  setUserTelegramId,
  withTransaction,
} from '@shop/db';
import { ApiError } from '../../lib/errors';
import { paginationOf, paginationSchema } from '../catalog/product-view';

export const adminUserSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    username: z.string().nullable(),
    telegramUsername: z.string().nullable(),
    hasTelegram: z.boolean(),
    telegramId: z.number().int().nullable(),
    role: z.enum(ROLES),
    blocked: z.boolean(),
    blockedAt: z.string().nullable(),
    lastLoginAt: z.string().nullable(),
    orderCount: z.number().int(),
    createdAt: z.string(),
  })
  .openapi('AdminUser');

export const adminUserListSchema = z
  .object({ users: z.array(adminUserSchema), pagination: paginationSchema })
  .openapi('AdminUserList');

function userView(row: AdminUserRow): z.infer<typeof adminUserSchema> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    username: row.username,
    telegramUsername: row.telegramUsername,
    hasTelegram: row.telegramId !== null,
    telegramId: row.telegramId,
    role: row.role,
    blocked: row.blockedAt !== null,
    blockedAt: row.blockedAt?.toISOString() ?? null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    orderCount: row.orderCount,
    createdAt: row.createdAt.toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new ApiError('NOT_FOUND', userAdminTexts.notFound);

export function usersAdmin(db: Database) {
  async function view(id: string) {
    const row = await adminUserById(db, id);
    if (!row) throw notFound();
    return userView(row);
  }

  /** Locks the person's row, or answers 404. */
  async function locked(tx: DbOrTx, id: string) {
    const row = UUID.test(id) ? await lockUser(tx, id) : undefined;
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(params: { filter: AdminUserFilter; page: number; limit: number }) {
      const { rows, total } = await listAdminUsers(db, {
        filter: params.filter,
        limit: params.limit,
        offset: (params.page - 1) * params.limit,
      });
      return { users: rows.map(userView), pagination: paginationOf(params.page, params.limit, total) };
    },

    async changeRole(id: string, actor: StaffActor, role: Role) {
      await withTransaction(db, async (tx) => {
        const admins = await lockActiveAdmins(tx);
        const before = await locked(tx, id);
        if (before.role === role) return;
        if (before.role === 'admin' && admins.length === 1 && admins[0] === id) {
          throw new ApiError('CONFLICT', userAdminTexts.lastAdmin);
        }
        await setUserRole(tx, id, role);
        await recordStaffChange(tx, actor, {
          entity: 'user',
          entityId: id,
          action: 'role',
          before: { role: before.role },
          after: { role },
        });
      });
      return view(id);
    },

    async setBlocked(id: string, actor: StaffActor, blocked: boolean) {
      if (blocked && id === actor.id) throw new ApiError('CONFLICT', userAdminTexts.blockSelf);
      await withTransaction(db, async (tx) => {
        const admins = await lockActiveAdmins(tx);
        const before = await locked(tx, id);
        if ((before.blockedAt !== null) === blocked) return;
        if (blocked && admins.length === 1 && admins[0] === id) {
          throw new ApiError('CONFLICT', userAdminTexts.lastAdmin);
        }
        await setUserBlocked(tx, id, blocked);
        await recordStaffChange(tx, actor, {
          entity: 'user',
          entityId: id,
          action: blocked ? 'block' : 'unblock',
          before: { blocked: before.blockedAt !== null },
          after: { blocked },
        });
      });
      return view(id);
    },

    async setTelegramId(id: string, actor: StaffActor, telegramId: number | null) {
      await withTransaction(db, async (tx) => {
        const before = await locked(tx, id);
        if (before.telegramId === telegramId) return;
        const holder = telegramId === null ? undefined : await findUserByTelegramId(tx, telegramId);
        if (holder && holder.id !== id) throw new ApiError('CONFLICT', userAdminTexts.telegramTaken);
        await setUserTelegramId(tx, id, telegramId);
        await recordStaffChange(tx, actor, {
          entity: 'user',
          entityId: id,
          action: 'telegram',
          before: { telegramId: before.telegramId },
          after: { telegramId },
        });
      });
      return view(id);
    },
  };
}
