import { z } from '@hono/zod-openapi';

/** `?flag=true|false|1|0`; anything else is a validation error rather than a silent false. */
export const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();
