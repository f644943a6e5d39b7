import type { LoginInput } from '@shop/core';
import { useMutation } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/shop-client';

const login = (input: LoginInput) => unwrap(client.api.auth['login-unified'].$post({ json: input }));

export function useLogin() {
  return useMutation({ mutationFn: login });
}
