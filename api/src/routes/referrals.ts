import { type AppDeps, dbOf } from '../deps';
import { jsonResponses, ok } from '../lib/envelope';
import { createRouter } from '../lib/router';
import { ownOrigin } from '../middleware/auth-origin';
import { myReferral, myReferralSchema } from '../services/referrals';
import { signedInRoutes } from './signed-in-routes';

/** «Пригласить подругу»: the signed-in buyer's referral code and links. */
export function referralRoutes(deps: AppDeps) {
  const db = dbOf(deps);
  const route = signedInRoutes(['referrals'], deps);

  const meRoute = route({
    method: 'get',
    path: '/me',
    summary:
      "The buyer's referral code (made on her first ask), her t.me link (when the bot's username is known) and web link, how many friends ordered by it, and her reward codes",
    responses: jsonResponses('Her referral', myReferralSchema, [401]),
  });

  return createRouter().openapi(meRoute, async (c) =>
    c.json(
      ok(
        await myReferral(db, deps.log, c.var.user.id, {
          shopOrigin: deps.config.publicUrl ?? ownOrigin(c, deps.config.trustProxy),
          botUsername: deps.botUsername?.(),
        }),
      ),
      200,
    ),
  );
}
