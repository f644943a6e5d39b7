import { describe, expect, it } from 'vitest';
import { checkFields, loginInput, registerInput } from './credentials';

describe('registration fields', () => {
  it('sends the trimmed name and the lower-cased email', () => {
    expect(
      checkFields(registerInput, { name: '  Ольга ', email: ' Olga@Example.COM ', password: 'long-enough' }),
    ).toEqual({ ok: true, value: { name: 'Ольга', email: 'olga@example.com', password: 'long-enough' } });
  });

  it('names each wrong field with its Russian message', () => {
    expect(checkFields(registerInput, { name: 'А', email: 'anna@', password: 'short' })).toEqual({
      ok: false,
      fields: {
        name: 'Имя должно содержать от 2 до 100 символов',
        email: 'Введите корректный email',
        password: 'Пароль должен содержать от 8 до 128 символов',
      },
    });
  });

  it('refuses an email over 254 characters and a password over 128', () => {
    const result = checkFields(registerInput, {
      name: 'Анна',
      email: `${'a'.repeat(250)}@example.com`,
      password: 'x'.repeat(129),
    });
    expect(result.ok ? {} : Object.keys(result.fields)).toEqual(['email', 'password']);
  });
});

describe('sign-in fields', () => {
  it('asks for both fields', () => {
    expect(checkFields(loginInput, { identifier: '  ', password: '' })).toEqual({
      ok: false,
      fields: { identifier: 'Введите email, телефон или имя пользователя', password: 'Введите пароль' },
    });
  });

  it('answers a password longer than any accepted one like a wrong one', () => {
    expect(checkFields(loginInput, { identifier: 'anna', password: 'x'.repeat(129) })).toEqual({
      ok: false,
      fields: { password: 'Неверный email/телефон или пароль' },
    });
  });

  it('sends the trimmed identifier and the password as typed', () => {
    expect(checkFields(loginInput, { identifier: ' +7 916 123-45-67 ', password: ' secret ' })).toEqual({
      ok: true,
      value: { identifier: '+7 916 123-45-67', password: ' secret ' },
    });
  });
});
