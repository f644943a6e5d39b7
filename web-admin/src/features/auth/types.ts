import type { ApiData, ShopClient } from '@shop/api/client';

export type { Role } from '@shop/core/rules';

type Auth = ShopClient['api']['auth'];

/** A staff member or customer as GET /api/auth/me and the sign-in answer them. */
export type AuthUser = ApiData<Auth['me']['$get']>['user'];
