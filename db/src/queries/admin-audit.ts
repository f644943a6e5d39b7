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

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as JSON with record keys sorted, so two equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isFields(value)) {
    const keys = Object.keys(value).filter((key) => value[key] !== undefined);
    return `{${keys
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The fields that differ between two records, nested records field by field; null when nothing differs. */
function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } | null {
  const changed = { before: {} as Fields, after: {} as Fields };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [was, is] = [before[key], after[key]];
    if (isFields(was) && isFields(is)) {
      const inner = changedFields(was, is);
      if (!inner) continue;
      changed.before[key] = inner.before;
      changed.after[key] = inner.after;
    } else if (canonical(was) !== canonical(is)) {
      changed.before[key] = was ?? null;
      changed.after[key] = is ?? null;
    }
  }
  return Object.keys(changed.after).length > 0 ? changed : null;
}

/**
 * Call inside the transaction of the change itself, so a rolled-back change leaves no log row. A change with a
 * record before and after keeps only the fields that differ, and a save that changed nothing leaves no row.
 */
export async function recordStaffChange(tx: DbOrTx, actor: StaffActor, change: StaffChange): Promise<void> {
  let { before, after } = change;
  if (isFields(before) && isFields(after)) {
    const changed = changedFields(before, after);
    if (!changed) return;
    ({ before, after } = changed);
  }
  await tx.insert(staffChanges).values({
    actorId: actor.id,
    actorName: actor.name,
    entity: change.entity,
    entityId: String(change.entityId),
    action: change.action,
    before: before ?? null,
    after: after ?? null,
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
