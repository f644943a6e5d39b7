// The save cycle every back-office settings form shares: send, show «Сохранено», put server errors on their fields.
import { isApiError } from '@shop/api/client';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { texts } from '../../../lib/texts';

export type SaveState = { kind: 'idle' } | { kind: 'saved' } | { kind: 'failed'; message: string };

export function useSaveCycle<V extends FieldValues, O>(
  methods: UseFormReturn<V, unknown, O>,
  save: (input: O) => Promise<unknown>,
) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const submit = methods.handleSubmit(
    async (input) => {
      setState({ kind: 'idle' });
      try {
        await save(input);
        setState({ kind: 'saved' });
      } catch (error) {
        setState({ kind: 'failed', message: isApiError(error) ? error.message : texts.errors.generic });
        if (isApiError(error) && error.fields) {
          for (const [field, message] of Object.entries(error.fields))
            methods.setError(field as Path<V>, { message });
        }
      }
    },
    () => setState({ kind: 'failed', message: texts.common.formInvalid }),
  );
  return { state, submit };
}
