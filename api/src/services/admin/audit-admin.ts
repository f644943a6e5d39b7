/** The audit log's page: staff changes, newest first, with what the record was before and after. */
import { z } from '@hono/zod-openapi';
import { type Database, listStaffChanges, type StaffChangeFilter } from '@shop/db';
import { paginationOf, paginationSchema } from '../catalog/product-view';

export const STAFF_CHANGE_ENTITIES = [
  'order',
  'user',
  'product',
  'category',
  'color',
  'size',
  'stock',
  'settings',
  'promotion',
] as const;

const staffChangeSchema = z
  .object({
    id: z.number().int(),
    actor: z.object({ id: z.uuid().nullable(), name: z.string() }),
    entity: z.string(),
    entityId: z.string(),
    action: z.string(),
    before: z.unknown().openapi({ description: 'the changed fields before; null for a creation' }),
    after: z.unknown().openapi({ description: 'the changed fields after; null for a deletion' }),
    createdAt: z.string(),
  })
  .openapi('StaffChange');

export const staffChangeListSchema = z
  .object({ changes: z.array(staffChangeSchema), pagination: paginationSchema })
  .openapi('StaffChangeList');

export function auditAdmin(db: Database) {
  return {
    async list(params: { filter: StaffChangeFilter; page: number; limit: number }) {
      const { rows, total } = await listStaffChanges(db, {
        filter: params.filter,
        limit: params.limit,
        offset: (params.page - 1) * params.limit,
      });
      return {
        changes: rows.map((row) => ({
          id: row.id,
          actor: { id: row.actorId, name: row.actorName },
          entity: row.entity,
          entityId: row.entityId,
          action: row.action,
          before: row.before,
          after: row.after,
          createdAt: row.createdAt.toISOString(),
        })),
        pagination: paginationOf(params.page, params.limit, total),
      };
    },
  };
}
