/**
 * Accounts (SPEC section 7, "Auth"): registration, sign-in by email, phone or username, the Telegram mini-app
 * sign-in from initData, the current user, token refresh and sign-out.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { loginInput, profileInput, registerInput } from '@shop/core';
import { allowBotMessagesForAccount } from '@shop/db';
import { type AppDeps, dbOf } from '../deps';
import { jsonBody, jsonResponses, ok } from '../lib/envelope';
import { ApiError } from '../lib/errors';
import { createRouter } from '../lib/router';
import { unauthorized } from '../middleware/auth';
import { requireAllowedOrigin } from '../middleware/auth-origin';
import { findPublicUser, publicUser, publicUserSchema } from '../services/auth/accounts';
import { updateOwnProfile } from '../services/auth/own-profile';
import { createSessions, sessionSchema } from '../services/auth/sessions';
import { createSignIn } from '../services/auth/sign-in';
import { signedInRoutes } from './signed-in-routes';

const registerBody = registerInput;
const loginBody = loginInput;

const telegramBody = z.object({
  initData: z
    .string('Передайте initData')
    .min(1, 'Передайте initData')
    .max(8192, 'initData слишком длинная')
    .openapi({ description: 'The raw Telegram.WebApp.initData string, exactly as the mini-app received it' }),
});

const tags = ['auth'];

const registerRoute = createRoute({
  method: 'post',
  path: '/register',
  tags,
  summary: 'Create a customer account and sign in',
  request: jsonBody(registerBody),
  responses: jsonResponses('Signed in; the refresh cookie is set', sessionSchema, [409, 429]),
});

const loginRoute = createRoute({
  method: 'post',
  path: '/login-unified',
  tags,
  summary: 'Sign in with an email, a phone or a username and a password',
  request: jsonBody(loginBody),
  responses: jsonResponses('Signed in; the refresh cookie is set', sessionSchema, [401, 429]),
});

const telegramRoute = createRoute({
  method: 'post',
  path: '/telegram',
  tags,
  summary: 'Sign in inside the Telegram mini-app with its initData (the account is created on first launch)',
  request: jsonBody(telegramBody),
  responses: jsonResponses('Signed in', sessionSchema, [401, 429, 503]),
});

const refreshRoute = createRoute({
  method: 'post',
  path: '/refresh-token',
  tags,
  summary: 'Exchange the refresh cookie for a new access token (the cookie rotates)',
  responses: jsonResponses('A fresh access token; the refresh cookie is replaced', sessionSchema, [401, 403]),
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/logout',
  tags,
  summary: 'Sign out: the refresh token family is revoked and the cookie cleared',
  responses: jsonResponses('Signed out', z.object({ loggedOut: z.literal(true) }), [403]),
});

export function authRoutes(deps: AppDeps) {
  const db = dbOf(deps);
  const signIn = createSignIn(deps);
  const sessions = createSessions(deps);
  const cookieGuard = requireAllowedOrigin({
    allowedOrigins: deps.config.allowedOrigins,
    publicUrl: deps.config.publicUrl,
    trustProxy: deps.config.trustProxy,
  });
  const signedIn = signedInRoutes(tags, deps);

  const meRoute = signedIn({
    method: 'get',
    path: '/me',
    summary: 'The signed-in user',
    responses: jsonResponses('The signed-in user', z.object({ user: publicUserSchema }), [401]),
  });

  const updateMeRoute = signedIn({
    method: 'patch',
    path: '/me',
    summary: "Changes the signed-in user's own name, email or phone (a field left out stays as it is)",
    request: jsonBody(profileInput),
    responses: jsonResponses('The user after the change', z.object({ user: publicUserSchema }), [401, 409]),
  });

  const writeAccessRoute = signedIn({
    method: 'post',
    path: '/telegram/write-access',
    summary:
      'Records that the signed-in Telegram user allowed the bot to write to her (the mini-app asked with requestWriteAccess and Telegram answered "allowed")',
    responses: jsonResponses('Recorded', z.object({ botMessagesAllowed: z.literal(true) }), [401, 403]),
  });

  const router = createRouter();
  router.use(refreshRoute.path, cookieGuard);
  router.use(logoutRoute.path, cookieGuard);

  return router
    .openapi(registerRoute, async (c) => {
      const user = await signIn.register(c, c.req.valid('json'));
      return c.json(ok(await sessions.startWebSession(c, user)), 200);
    })
    .openapi(loginRoute, async (c) => {
      const user = await signIn.withPassword(c, c.req.valid('json'));
      return c.json(ok(await sessions.startWebSession(c, user)), 200);
    })
    .openapi(telegramRoute, async (c) => {
      const user = await signIn.withTelegram(c, c.req.valid('json').initData);
      return c.json(ok(await sessions.accessSession(user)), 200);
    })
    .openapi(meRoute, async (c) => {
      const user = await findPublicUser(db, c.var.user.id);
      if (!user) throw unauthorized();
      return c.json(ok({ user }), 200);
    })
    .openapi(updateMeRoute, async (c) => {
      const user = await updateOwnProfile(db, c.var.user.id, c.req.valid('json'));
      return c.json(ok({ user: publicUser(user) }), 200);
    })
    .openapi(writeAccessRoute, async (c) => {
      if (!(await allowBotMessagesForAccount(db, c.var.user.id))) {
        throw new ApiError(
          'FORBIDDEN',
          'Разрешение писать в Telegram относится к аккаунту, вошедшему через Telegram',
        );
      }
      return c.json(ok({ botMessagesAllowed: true as const }), 200);
    })
    .openapi(refreshRoute, async (c) => c.json(ok(await sessions.refresh(c)), 200))
    .openapi(logoutRoute, async (c) => {
      await sessions.end(c);
      return c.json(ok({ loggedOut: true as const }), 200);
    });
}
