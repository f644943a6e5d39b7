import { client, requestOptions, unwrap } from '../../../lib/shop-client';

/** Ends the server session (the refresh cookie); the caller clears the local one whatever happens here. */
export async function logout(): Promise<void> {
  // A short wait: the user is leaving and should not sit through the default 15 s.
  await unwrap(client.api.auth.logout.$post(undefined, requestOptions({ timeoutMs: 5000 })));
}
