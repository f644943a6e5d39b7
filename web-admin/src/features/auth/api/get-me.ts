import { apiRequest } from '../../../lib/api-client';
import type { AuthUser } from '../types';

export function getMe(): Promise<{ user: AuthUser }> {
  return apiRequest<{ user: AuthUser }>('/auth/me');
}
