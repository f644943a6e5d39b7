import { client, unwrap } from '../../../lib/shop-client';

export const getMe = () => unwrap(client.api.auth.me.$get());
