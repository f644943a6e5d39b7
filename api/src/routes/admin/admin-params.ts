/** Path parameters of the back-office routes. */
import { z } from '@hono/zod-openapi';
import { recordIdText } from '@shop/core';

export const numericIdParams = z.object({
  id: recordIdText().openapi({ param: { name: 'id', in: 'path' }, example: 12 }),
});

export const codeParams = z.object({
  code: z
    .string()
    .min(1)
    .max(20)
    .openapi({ param: { name: 'code', in: 'path' }, example: 'RED' }),
});

/** What every back-office route declares: the admin tag and the bearer token. */
export const adminRoute = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** Who makes a back-office change, as the audit log records them. */
export const actorOf = (user: { id: string; name: string }) => ({ id: user.id, name: user.name });
