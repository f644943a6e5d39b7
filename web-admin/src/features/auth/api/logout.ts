import { apiRequest } from '../../../lib/api-client';

/** Ends the server session (the refresh cookie); the caller clears the local one whatever happens here. */
export async function logout(): Promise<void> {
  // A short wait: the user is leaving and should not sit through the default 15 s.
  await apiRequest<unknown>('/auth/logout', { method: 'POST', timeoutMs: 5000 });
}
