// The save cycle every back-office form shares: core's schema checks the form, then send, show «Сохранено», put
// the server's refusals on their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@shop/api/client';
import { type FormEventHandler, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { texts } from '../lib/texts';

export type SaveState = { kind: 'idle' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/** What a form's frame needs of its save cycle: the last result, the submit handler, whether a save runs. */
export interface Saving {
  state: SaveState;
  submit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
}

function useSaveCycle<V extends FieldValues, O>(
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

/** A form checked by a core schema (here and again on the server) and saved through the save cycle. */
export function useSchemaForm<V extends FieldValues, O>(
  schema: z.ZodType<O, V>,
  defaultValues: DefaultValues<V>,
  save: (input: O) => Promise<unknown>,
) {
  const methods = useForm<V, unknown, O>({ resolver: zodResolver(schema), defaultValues });
  const { state, submit } = useSaveCycle(methods, save);
  const saving: Saving = { state, submit, pending: methods.formState.isSubmitting };
  return { methods, ...saving };
}
