import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

/** JSON that is already serialised (catalogue pages spliced from ready card documents), typed by what it holds. */
export interface JsonText<T> {
  readonly text: string;
  /** Never set: carries the type of the value the text holds. */
  readonly value?: T;
}

/**
 * Answers with ready JSON text: the body is set as it is, with no parse and no stringify. Typed as `c.json(value)`
 * would be, so the routes' OpenAPI types and the typed client keep the answer's shape.
 */
export function respondJsonText<T>(
  c: Context,
  json: JsonText<T>,
): Response & TypedResponse<JSONParsed<T>, 200, 'json'> {
  return c.body(json.text, 200, { 'Content-Type': 'application/json' }) as unknown as Response &
    TypedResponse<JSONParsed<T>, 200, 'json'>;
}
