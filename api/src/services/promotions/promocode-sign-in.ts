/** Promocodes need a signed-in user, and a guest is told so in the spec's words (SPEC 5). */
import { PROMOCODE_MESSAGES } from '@shop/core';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../../lib/errors';
import { type AuthDeps, type AuthEnv, requireAuth } from '../../middleware/auth';

export function requireSignInForPromocodes(deps: AuthDeps) {
  const auth = requireAuth(deps);
  return createMiddleware<AuthEnv>(async (c, next) => {
    try {
      await auth(c, async () => {});
    } catch (error) {
      if (error instanceof ApiError && error.code === 'UNAUTHORIZED') {
        throw new ApiError('UNAUTHORIZED', PROMOCODE_MESSAGES.SIGN_IN_REQUIRED);
      }
      throw error;
    }
    await next();
  });
}
