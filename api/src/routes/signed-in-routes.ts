import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { type AuthDeps, type AuthEnv, requireAuth } from '../middleware/auth';

type SignedInRouteConfig<P extends string> = Omit<
  RouteConfig,
  'path' | 'middleware' | 'tags' | 'security'
> & {
  path: P;
};

/**
 * Declares routes for a signed-in user under `tags`: each gets the bearer token, the sign-in check and then the
 * `guards` (a role check), in that order.
 */
export function signedInRoutes<G extends MiddlewareHandler<AuthEnv>[]>(
  tags: string[],
  deps: AuthDeps,
  ...guards: G
) {
  const middleware: [MiddlewareHandler<AuthEnv>, ...G] = [requireAuth(deps), ...guards];
  return <P extends string, R extends SignedInRouteConfig<P>>(config: R) =>
    createRoute({ tags, security: [{ bearerAuth: [] }], middleware, ...config });
}
