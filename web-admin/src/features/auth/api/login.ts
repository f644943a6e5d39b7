import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AuthUser } from '../types';

export interface LoginInput {
  /** Email or phone number. */
  identifier: string;
  password: string;
}

export interface LoginResult {
  token: string;
  user: AuthUser;
}

export function login(input: LoginInput): Promise<LoginResult> {
  return apiRequest<LoginResult>('/auth/login-unified', { method: 'POST', body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
