/**
 * The fields of a request the api does not know. Its zod schemas strip unknown keys, so a field sent under
 * another name (the spec's `orderValue` for our `orderValueKopecks`) would be read as missing without a word:
 * every key of the raw input that the parsed value lacks is one the schema did not know.
 */

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Dotted paths ("items.0.colour") of the raw input's keys that the parsed value lacks. */
export function unknownFields(raw: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    // A schema that drops or merges elements leaves nothing to pair them with.
    if (raw.length !== parsed.length) return [];
    return raw.flatMap((item, index) => unknownFields(item, parsed[index], `${path}${index}.`));
  }
  if (!isPlainObject(raw) || !isPlainObject(parsed)) return [];
  return Object.keys(raw).flatMap((key) =>
    key in parsed ? unknownFields(raw[key], parsed[key], `${path}${key}.`) : [`${path}${key}`],
  );
}
