import { referralSettingsSchema } from '@shop/core';
import { type AppDeps, dbOf } from '../../deps';
import { jsonResponses, ok } from '../../lib/envelope';
import { createRouter } from '../../lib/router';
import { staffOnly } from '../../middleware/roles';
import { referralOverviewSchema, referralsAdmin } from '../../services/admin/referrals-admin';
import { actorOf, adminRoutes, documentRoutes } from './admin-params';

/** Mounted on /api/admin/referrals: referrers, attributions and the reward setting, for staff. */
export function adminReferralRoutes(deps: AppDeps) {
  const route = adminRoutes(deps, staffOnly);
  const referrals = referralsAdmin(dbOf(deps), deps.log);

  const overviewRoute = route({
    method: 'get',
    path: '/',
    summary:
      'Referrers with the buyers they brought, those buyers’ orders and revenue (cancelled left out), and the attributions with each first order',
    responses: jsonResponses('Referrals', referralOverviewSchema, [401, 403]),
  });
  const settings = documentRoutes(route, '/settings', referralSettingsSchema, {
    read: 'The referral reward: off, or the discount of the one-use code each buyer gets',
    replace: 'Turns the referral reward on or off and sets its discount; written to the audit log',
    answer: 'Referral reward settings',
    saved: 'The saved referral reward settings',
  });

  return createRouter()
    .openapi(overviewRoute, async (c) => c.json(ok(await referrals.overview()), 200))
    .openapi(settings.read, async (c) => c.json(ok(await referrals.readSettings()), 200))
    .openapi(settings.replace, async (c) =>
      c.json(ok(await referrals.replaceSettings(c.req.valid('json'), actorOf(c.var.user))), 200),
    );
}
