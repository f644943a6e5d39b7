import { z } from '@hono/zod-openapi';

/** Every answer is `{ success: true, data }` or `{ success: false, error: { code, message, fields? } }`. */
const envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const errorResponseSchema = z
  .object({
    success: z.literal(false),
    error: z.object({
      code: z.string().openapi({ example: 'VALIDATION_ERROR' }),
      message: z.string().openapi({ example: 'Проверьте поля запроса' }),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .openapi('Error');

export const ok = <T>(data: T) => ({ success: true as const, data });

/** The OpenAPI request entry of a route that takes a JSON body: required, and validated by `schema`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

/** OpenAPI response entries for a JSON success body and the error statuses a route can answer. */
export function jsonResponses<T extends z.ZodType>(
  description: string,
  data: T,
  errors: ErrorStatusList = [],
) {
  const errorEntries = Object.fromEntries(
    [400, ...errors].map((status) => [
      status,
      {
        description: errorDescriptions[status],
        content: { 'application/json': { schema: errorResponseSchema } },
      },
    ]),
  ) as Record<ErrorStatusList[number] | 400, ErrorResponse>;
  return {
    200: { description, content: { 'application/json': { schema: envelope(data) } } },
    ...errorEntries,
  };
}

type ErrorStatusList = (401 | 403 | 404 | 409 | 413 | 415 | 429 | 503)[];
/** @public Named by the declarations of the route helpers, which the front ends' types read. */
export interface ErrorResponse {
  description: string;
  content: { 'application/json': { schema: typeof errorResponseSchema } };
}

const errorDescriptions: Record<number, string> = {
  400: 'Invalid request (field errors in error.fields)',
  401: 'Not signed in',
  403: 'Not allowed for this role',
  404: 'Not found',
  409: 'Conflicts with existing data',
  413: 'Request too large',
  415: 'Unsupported content type',
  429: 'Too many requests',
  503: 'Not available on this server',
};
