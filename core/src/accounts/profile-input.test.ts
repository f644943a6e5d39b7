import { describe, expect, it } from 'vitest';
import { checkFields } from './credentials';
import { profileInput, profilePhoneOf } from './profile-input';

describe('profile fields', () => {
  it('keeps the phone as the digits sign-in reads and lower-cases the email', () => {
    expect(
      checkFields(profileInput, { name: ' Ольга ', email: ' Olga@Example.COM ', phone: '8 (916) 123-45-67' }),
    ).toEqual({ ok: true, value: { name: 'Ольга', email: 'olga@example.com', phone: '79161234567' } });
  });

  it('reads an empty email or phone as not given', () => {
    expect(checkFields(profileInput, { email: ' ', phone: '' })).toEqual({
      ok: true,
      value: { email: null, phone: null },
    });
  });

  it('names each wrong field with the sign-up and checkout messages', () => {
    expect(checkFields(profileInput, { name: 'А', email: 'anna@', phone: '12345' })).toEqual({
      ok: false,
      fields: {
        name: 'Имя должно содержать от 2 до 100 символов',
        email: 'Введите корректный email',
        phone: 'Введите российский номер телефона, например +7 900 123-45-67',
      },
    });
  });

  it("keeps an order's phone (+7 form) as the profile's digits, and nothing for a number that is not Russian", () => {
    expect(profilePhoneOf('+79161234567')).toBe('79161234567');
    expect(profilePhoneOf('8 916 123-45-67')).toBe('79161234567');
    expect(profilePhoneOf('+7 700 123-45-67')).toBeNull();
  });
});
