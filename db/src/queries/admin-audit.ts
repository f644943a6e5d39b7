/** The audit log of staff changes: written beside each back-office write, read by its screen. */
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { staffChanges } from '../schema';

export interface StaffActor {
  id: string;
  name: string;
}

export interface StaffChange {
  entity: string;
  entityId: string | number;
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Call inside the transaction of the change itself, so a rolled-back change leaves no log row. */
export async function recordStaffChange(tx: DbOrTx, actor: StaffActor, change: StaffChange): Promise<void> {
  await tx.insert(staffChanges).values({
    actorId: actor.id,
    actorName: actor.name,
    entity: change.entity,
    entityId: String(change.entityId),
    action: change.action,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

export interface StaffChangeFilter {
  entity?: string | undefined;
  entityId?: string | undefined;
  actorId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export type StaffChangeRow = typeof staffChanges.$inferSelect;

function conditionsOf(filter: StaffChangeFilter): SQL | undefined {
  return and(
    filter.entity ? eq(staffChanges.entity, filter.entity) : undefined,
    filter.entityId ? eq(staffChanges.entityId, filter.entityId) : undefined,
    filter.actorId ? eq(staffChanges.actorId, filter.actorId) : undefined,
    filter.from ? gte(staffChanges.createdAt, filter.from) : undefined,
    filter.to ? lt(staffChanges.createdAt, filter.to) : undefined,
  );
}

export async function listStaffChanges(
  db: DbOrTx,
  params: { filter: StaffChangeFilter; limit: number; offset: number },
): Promise<{ rows: StaffChangeRow[]; total: number }> {
  const where = conditionsOf(params.filter);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(staffChanges)
      .where(where)
      .orderBy(desc(staffChanges.createdAt), desc(staffChanges.id))
      .limit(params.limit)
      .offset(params.offset),
    db.$count(staffChanges, where),
  ]);
  return { rows, total };
}
