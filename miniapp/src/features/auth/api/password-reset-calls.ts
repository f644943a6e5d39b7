/** «Забыли пароль?»: whether reset is on, asking for the link, and setting the new password with it. */
import { useQuery } from '@tanstack/react-query';
import { client, requestOptions, unwrap } from '../../../shared/api/shop-client';

const reset = client.api.auth['password-reset'];

export const usePasswordResetAvailable = () =>
  useQuery({
    queryKey: ['auth', 'password-reset'],
    queryFn: ({ signal }) => unwrap(reset.$get(undefined, requestOptions({ signal }))),
  });

/** The account's email or phone as the buyer typed it: the server reads it by the same rules as the form. */
export const requestPasswordReset = (identifier: string) =>
  unwrap(reset.request.$post({ json: { identifier } }));

export const confirmPasswordReset = (input: { token: string; password: string }) =>
  unwrap(reset.confirm.$post({ json: input }));
