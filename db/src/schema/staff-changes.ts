import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { serialId, timestampTzNow } from './columns';
import { users } from './customers';

/**
 * The audit log of the back office: who changed what and when, with the record before and after. Rows are
 * written in the same transaction as the change they describe and never edited.
 */
export const staffChanges = pgTable(
  'staff_changes',
  {
    id: serialId(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when they made the change, kept after the account is gone. */
    actorName: text().notNull(),
    /** What kind of record: product, category, color, size, order, user. */
    entity: text().notNull(),
    entityId: text().notNull(),
    /** create, update, delete, status, role, block, unblock, stock-import... */
    action: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestampTzNow(),
  },
  (t) => [
    index('staff_changes_created_idx').on(t.createdAt),
    index('staff_changes_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('staff_changes_actor_idx').on(t.actorId, t.createdAt),
  ],
);
