/** «Забыли пароль?»: whether reset by email is on, asking for a one-time link, and setting a new password with it. */
import { createRoute, z } from '@hono/zod-openapi';
import { passwordResetConfirmInput, passwordResetRequestInput, passwordResetTexts } from '@shop/core';
import type { AppDeps } from '../deps';
import { jsonBody, jsonResponses, ok } from '../lib/envelope';
import { createRouter } from '../lib/router';
import { createPasswordReset } from '../services/auth/password-reset';

const tags = ['auth'];

const statusRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary:
    'Whether a forgotten password can be reset by email on this server (SMTP_URL and MAIL_FROM are set)',
  responses: jsonResponses('On or off', z.object({ available: z.boolean() }), []),
});

const requestRoute = createRoute({
  method: 'post',
  path: '/request',
  tags,
  summary: 'Sends a one-time link (1 hour) to the address; the same answer whether or not an account has it',
  request: jsonBody(passwordResetRequestInput),
  responses: jsonResponses('Sent if the account exists', z.object({ message: z.string() }), [429, 503]),
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/confirm',
  tags,
  summary: "Sets a new password with the link's token and ends every sign-in of the account",
  request: jsonBody(passwordResetConfirmInput),
  responses: jsonResponses('Password changed', z.object({ message: z.string() }), []),
});

export function passwordResetRoutes(deps: AppDeps) {
  const reset = createPasswordReset(deps);
  return createRouter()
    .openapi(statusRoute, (c) => c.json(ok({ available: reset.available() }), 200))
    .openapi(requestRoute, async (c) => {
      await reset.request(c, c.req.valid('json').email);
      return c.json(ok({ message: passwordResetTexts.sent }), 200);
    })
    .openapi(confirmRoute, async (c) => {
      await reset.confirm(c.req.valid('json'));
      return c.json(ok({ message: passwordResetTexts.changed }), 200);
    });
}
