/**
 * The registration and sign-in fields: one set of rules and Russian messages for the API's validation and the
 * front ends' forms, so a form shows the same mistake the server would answer, without a round trip.
 */
import { z } from 'zod';
import { cleanPersonName } from '../text/person-name';

export const credentialTexts = {
  name: 'Имя должно содержать от 2 до 100 символов',
  email: 'Введите корректный email',
  password: 'Пароль должен содержать от 8 до 128 символов',
  identifier: 'Введите email, телефон или имя пользователя',
  passwordRequired: 'Введите пароль',
  invalidCredentials: 'Неверный email/телефон или пароль',
} as const;

const texts = credentialTexts;

export const registerInput = z.object({
  // Invisible and reordering characters go before the length is checked (see cleanPersonName).
  name: z
    .string(texts.name)
    .transform((name) => cleanPersonName(name, 101))
    .pipe(z.string().min(2, texts.name).max(100, texts.name)),
  email: z
    .string(texts.email)
    .trim()
    .max(254, texts.email)
    .pipe(z.email(texts.email))
    .transform((email) => email.toLowerCase()),
  password: z.string(texts.password).min(8, texts.password).max(128, texts.password),
});

export const loginInput = z.object({
  /** An email, a phone or a username. */
  identifier: z.string(texts.identifier).trim().min(1, texts.identifier).max(254, texts.identifier),
  // A password longer than any accepted one cannot be right: the same answer as a wrong one.
  password: z
    .string(texts.passwordRequired)
    .min(1, texts.passwordRequired)
    .max(128, texts.invalidCredentials),
});

export type RegisterInput = z.output<typeof registerInput>;
export type LoginInput = z.output<typeof loginInput>;

export type FieldErrors = Record<string, string>;

/** A form's values checked by one of these schemas: what to send, or the first message for each field. */
export function checkFields<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; value: z.output<S> } | { ok: false; fields: FieldErrors } {
  const result = schema.safeParse(values);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, fields: fieldErrorsOf(result.error) };
}

/** The first message for each field of a failed check, keyed by the field's path ('_' for the whole value). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
