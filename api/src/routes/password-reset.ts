/** «Забыли пароль?»: whether reset is on, asking for a one-time link, and setting a new password with it. */
import { createRoute, z } from '@hono/zod-openapi';
import { passwordResetConfirmInput, passwordResetRequestInput, passwordResetTexts } from '@shop/core';
import { type AppDeps, outboxOf } from '../deps';
import { jsonBody, jsonResponses, ok } from '../lib/envelope';
import { createRouter } from '../lib/router';
import { createPasswordReset } from '../services/auth/password-reset';

const tags = ['auth'];

const statusRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary:
    'Whether a forgotten password can be reset on this server: by email (SMTP_URL and MAIL_FROM are set) or in Telegram (the bot is on)',
  responses: jsonResponses('On or off', z.object({ available: z.boolean() }), []),
});

const requestRoute = createRoute({
  method: 'post',
  path: '/request',
  tags,
  summary:
    'Sends a one-time link (1 hour) to the account with this email or phone, in Telegram when it is linked there and the bot may write to her, else by email; the same answer whether or not such an account exists',
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
  const reset = createPasswordReset({ ...deps, outbox: outboxOf(deps) });
  return createRouter()
    .openapi(statusRoute, (c) => c.json(ok({ available: reset.available() }), 200))
    .openapi(requestRoute, async (c) => {
      await reset.request(c, c.req.valid('json').identifier);
      return c.json(ok({ message: passwordResetTexts.sent }), 200);
    })
    .openapi(confirmRoute, async (c) => {
      await reset.confirm(c.req.valid('json'));
      return c.json(ok({ message: passwordResetTexts.changed }), 200);
    });
}
