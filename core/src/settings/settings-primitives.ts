/**
 * Building blocks shared by the settings documents. Every field carries its default, and nested objects use
 * `prefault({})` so that a stored document missing any part still parses into a complete one.
 */
import { z } from 'zod';
import { MAX_DB_INTEGER } from '../input-numbers';
import { isLinkToHost, shopLinkKind } from '../text/shop-links';

export const languageCodes = ['ru', 'en', 'vi'] as const;
export type LanguageCode = (typeof languageCodes)[number];

/** A text in the shop's languages; Russian is always present. */
export const localizedTextSchema = z.object({
  ru: z.string().trim().min(1, 'Укажите текст на русском'),
  en: z.string().trim().optional(),
  vi: z.string().trim().optional(),
});
export type LocalizedText = z.output<typeof localizedTextSchema>;

/** Texts per language where any language may be missing (readers fall back to en, then to a plain text). */
export const languageMessagesSchema = z.object({
  ru: z.string().trim().optional(),
  en: z.string().trim().optional(),
  vi: z.string().trim().optional(),
});
export type LanguageMessages = z.output<typeof languageMessagesSchema>;

export const hexColorSchema = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i, 'Цвет задаётся в формате #RRGGBB');

/** A short single-line text such as a title or a button label. */
export const shortText = (fallback: string, max = 200) => z.string().trim().max(max).default(fallback);

/** A list of non-empty lines, each at most `max` characters, such as rules or slogans; `fallback` when absent. */
export const textList = (fallback: readonly string[], max = 200) =>
  z.array(z.string().trim().min(1).max(max)).default(() => [...fallback]);

/** A longer text such as a description or a message template. */
export const longText = (fallback: string, max = 5000) => z.string().trim().max(max).default(fallback);

/** Empty, a path inside the shop (`/products?filter=sale`), an https address, or a tel:/mailto: link. */
export const linkSchema = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => value === '' || shopLinkKind(value) !== null,
    'Ссылка — это путь внутри магазина (начинается с одной /), адрес https://, tel: или mailto:',
  );

/** Empty, or an https link to the messenger's own site (`https://t.me/…`, `https://wa.me/…`). */
export const messengerLinkSchema = (name: string, hosts: readonly string[]) =>
  z
    .string()
    .trim()
    .max(2000)
    .refine(
      (value) => value === '' || isLinkToHost(value, hosts),
      `Ссылка на ${name} начинается с https://${hosts[0]}/`,
    );

export const emailSchema = z.union([z.literal(''), z.email('Некорректный адрес почты')]);

/** A phone as people write it: +7 (495) 123-45-67; empty when not given. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^(?:\+?[\d\s()-]{5,24})?$/, 'Некорректный номер телефона');

/** An amount of money in kopecks. */
export const kopecksSchema = z.number().int().nonnegative().max(MAX_DB_INTEGER);

/** A moment as an ISO 8601 string, or a calendar date. */
export const dateTimeSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

export const positiveInt = (max: number) => z.number().int().min(1).max(max);

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** The complete document an empty stored value parses into, frozen so that no caller changes it for all. */
export function defaultDocument<S extends z.ZodType>(schema: S): z.output<S> {
  return deepFreeze(schema.parse({}));
}
