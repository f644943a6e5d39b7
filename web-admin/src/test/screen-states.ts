// The states every back-office screen goes through, answered the way the API answers them: a call still on its
// way, the error handler's body for a crash, and the validation hook's body for a refused form.
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { fail } from './fake-api';

/** An answer that never arrives, so the screen stays in its loading state. */
export const neverAnswers = () => new Promise<Response>(() => undefined);

/** What app.onError answers for an unexpected failure. */
export const serverError = () => fail(500, 'INTERNAL_ERROR', 'Произошла ошибка');

const refusalStatus = { BAD_REQUEST: 400, VALIDATION_ERROR: 400, NOT_FOUND: 404, CONFLICT: 409 } as const;

/** A 4xx refusal as the API's error body carries it: the code, the Russian message and the fields it names. */
export const refusal = (code: keyof typeof refusalStatus, message: string, fields?: Record<string, string>) =>
  fail(refusalStatus[code], code, message, fields);

/** What the API's validation hook answers for a body its schema refuses. */
export const validationRefusal = (fields: Record<string, string>) =>
  refusal('VALIDATION_ERROR', 'Проверьте правильность заполнения полей', fields);

/** Fails the first call with a server error, then gives `answer`: a load that works on the second try. */
export function failsOnceThen(answer: () => Response) {
  let calls = 0;
  return () => {
    calls += 1;
    return calls === 1 ? serverError() : answer();
  };
}

/** The screen titled `title` is open and waits for its data. */
export async function expectLoading(title: string) {
  await screen.findByRole('heading', { level: 1, name: title });
  expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Загрузка...');
}

/** The load failed with the server's message, and «Повторить» asks again. Returns the retry button. */
export async function expectLoadFailed(message = 'Произошла ошибка') {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(`Не удалось загрузить данные: ${message}`);
  return within(alert).getByRole('button', { name: 'Повторить' });
}

/** The field labelled `label` carries the server's `message` beside it and is marked invalid. */
export async function expectFieldRefused(container: HTMLElement, label: string, message: string) {
  const field = within(container).getByLabelText(label);
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const described = (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
  expect(described).toContain(message);
}
