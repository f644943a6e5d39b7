/**
 * A logged change as a person reads it: one line per field, «Цена: 3 990 ₽ → 3 590 ₽», with the field named in
 * Russian and its values in words (money in roubles, on/off as «включена»/«выключена»).
 */
import { formatKopecks, ORDER_STATUSES, type OrderStatus, orderStatusLabels } from '@shop/core/rules';
import { formatDateTime } from '../../lib/shop-dates';
import { texts } from '../../lib/texts';
import { type AuditField, auditTexts as t } from './audit-texts';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A localized text ({ ru, en, ... }) is one value, read by its Russian text. */
const isLocalized = (value: unknown): value is { ru: string } =>
  isFields(value) && typeof value.ru === 'string';

/** One changed field: its name and its values before and after (missing on a creation or deletion). */
export interface ChangeLine {
  field: string;
  before?: string;
  after?: string;
}

/** A moment as the API writes it (ISO 8601 in UTC), shown in the shop's time zone. */
const isInstant = (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value);

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** A field's words by its whole path («retail.enabled»), else by its own name («priceKopecks»). */
const fieldOf = (path: string): AuditField | undefined =>
  t.fields[path] ?? t.fields[path.slice(path.lastIndexOf('.') + 1)];

function wordOf(path: string, value: unknown): string {
  if (isBlank(value)) return t.nothing;
  const field = fieldOf(path);
  if (typeof value === 'boolean') return (value ? field?.on : field?.off) ?? (value ? t.yes : t.no);
  if (typeof value === 'number' && path.endsWith('Kopecks')) return formatKopecks(value);
  if (typeof value === 'number' && /Percent(age)?$/.test(path)) return `${value} %`;
  if (typeof value === 'string' && field?.values?.[value]) return field.values[value];
  if (typeof value === 'string' && isInstant(value)) return formatDateTime(value);
  if (path.endsWith('status') && ORDER_STATUSES.includes(value as OrderStatus)) {
    return orderStatusLabels[value as OrderStatus];
  }
  if (path.endsWith('role') && typeof value === 'string' && value in texts.roles) {
    return texts.roles[value as keyof typeof texts.roles];
  }
  if (isLocalized(value)) return value.ru;
  if (Array.isArray(value)) return t.pieces(value.length);
  return String(value);
}

/** Leaf paths of a record: nested records are opened, localized texts and lists are one value each. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (!isFields(value) || isLocalized(value)) return found;
  for (const [key, field] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isFields(field) && !isLocalized(field))
      for (const [inner, v] of leaves(field, path)) found.set(inner, v);
    else found.set(path, field);
  }
  return found;
}

interface Variant {
  sku: string;
  quantity: number;
}

const stockOf = (variants: unknown) =>
  new Map(
    (Array.isArray(variants) ? (variants as Variant[]) : []).map((variant) => [
      variant.sku,
      variant.quantity,
    ]),
  );

/** A product's variants compared by SKU: a stock change, a variant added or removed, each on its own line. */
function variantLines(before: unknown, after: unknown, sides: Sides): ChangeLine[] {
  const [was, is] = [stockOf(before), stockOf(after)];
  const lines: ChangeLine[] = [];
  for (const sku of new Set([...was.keys(), ...is.keys()])) {
    const [a, b] = [was.get(sku), is.get(sku)];
    if (a === b) continue;
    const quantity = (value: number | undefined) => (value === undefined ? t.noVariant : t.pieces(value));
    lines.push(lineOf(t.variant(sku), quantity(a), quantity(b), sides));
  }
  return lines;
}

interface Sides {
  before: boolean;
  after: boolean;
}

const lineOf = (field: string, before: string, after: string, sides: Sides): ChangeLine => ({
  field,
  ...(sides.before ? { before } : {}),
  ...(sides.after ? { after } : {}),
});

function fieldName(entity: string, path: string): string {
  if (entity === 'stock') return t.variant(path);
  const name = fieldOf(path)?.name ?? path;
  const group = path.includes('.') ? t.groups[path.slice(0, path.indexOf('.'))] : undefined;
  return group && !t.fields[path] ? `${group} · ${name}` : name;
}

/** The lines of one logged change: only what differs when both sides are there. */
export function changeLines(change: { entity: string; before: unknown; after: unknown }): ChangeLine[] {
  const sides = { before: change.before != null, after: change.after != null };
  if (!isFields(change.before) && !isFields(change.after)) {
    return [lineOf(t.value, wordOf('', change.before), wordOf('', change.after), sides)];
  }
  const [before, after] = [leaves(change.before), leaves(change.after)];
  const lines: ChangeLine[] = [];
  for (const path of new Set([...before.keys(), ...after.keys()])) {
    const [was, is] = [before.get(path), after.get(path)];
    if (path === 'variants') {
      lines.push(...variantLines(was, is, sides));
      continue;
    }
    if (sides.before && sides.after && JSON.stringify(was) === JSON.stringify(is)) continue;
    const word = (value: unknown) =>
      change.entity === 'stock' ? t.pieces(Number(value)) : wordOf(path, value);
    lines.push(lineOf(fieldName(change.entity, path), word(was), word(is), sides));
  }
  return lines;
}
