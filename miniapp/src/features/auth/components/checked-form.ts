import { isApiError } from '@shop/api/client';
import type { FieldErrors } from '@shop/core';
import { type FormEvent, useState } from 'react';

export type Checked<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };
type FormValues = Record<string, string>;

/**
 * The submit of an account form: the fields are checked here with the API's own rules (core's schemas), so most
 * mistakes show without a round trip, and only a checked form is sent. The errors shown are the local ones first,
 * then those the server named; `refused` is a refusal that names no field.
 */
export function useCheckedForm<T>(
  mutation: { error: unknown; isError: boolean },
  check: (values: FormValues) => Checked<T>,
  send: (value: T, values: FormValues) => void,
) {
  const [local, setLocal] = useState<FieldErrors>({});
  const server = isApiError(mutation.error) ? (mutation.error.fields ?? {}) : {};
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)]),
    );
    const checked = check(values);
    setLocal(checked.ok ? {} : checked.fields);
    if (checked.ok) send(checked.value, values);
  };
  return {
    onSubmit,
    server,
    errors: { ...server, ...local },
    refused: mutation.isError && Object.keys(server).length === 0,
  };
}
