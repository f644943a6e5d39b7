/**
 * Names people give us (Telegram profiles, the registration form) are shown to staff in lists. Characters that
 * are invisible or reorder the text around them (a right-to-left override makes "Анна\u202Eвеслоп" read
 * differently) are removed, so a name shows what it is.
 */

/** Line breaks, tabs and the other control characters that mean "space" become one. */
const WHITESPACE_CONTROLS = /[\t\n\v\f\r\u0085]/g;
/** C0 and C1 control characters, DEL included (Unicode's category Cc). */
const CONTROLS = /\p{Cc}/gu;
/** Bidi embeddings, overrides and isolates, the directional marks, and the Arabic letter mark. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
/** Zero-width space, non-joiner, joiner, word joiner and the byte-order mark. */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;
/** Half of a surrogate pair without its other half: not a character at all. */
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The name without control, bidi and zero-width characters, its whitespace collapsed to single spaces, trimmed
 * and cut to at most `maxLength` characters (code points, so an emoji is never split in half).
 */
export function cleanPersonName(text: string, maxLength: number): string {
  const visible = text
    .replace(WHITESPACE_CONTROLS, ' ')
    .replace(CONTROLS, '')
    .replace(BIDI_CONTROLS, '')
    .replace(ZERO_WIDTH, '')
    .replace(LONE_SURROGATES, '')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(visible);
  return characters.length <= maxLength ? visible : characters.slice(0, maxLength).join('').trimEnd();
}
