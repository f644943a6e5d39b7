import { describe, expect, it } from 'vitest';
import { checkPromocode, type PromocodeContext, type PromocodeTermsForRules } from './promocode-rules';

const now = new Date('2026-06-01T12:00:00Z');
const code: PromocodeTermsForRules = {
  code: 'SUMMER10',
  isActive: true,
  validFrom: null,
  validUntil: null,
  maxUsage: null,
  usageCount: 0,
  perUserLimit: null,
  minOrderValueKopecks: 0,
};
const cart: PromocodeContext = { signedIn: true, baseKopecks: 500_000, customerRedemptions: 0, now };
const messageOf = (
  terms: Partial<PromocodeTermsForRules> | undefined,
  context: Partial<PromocodeContext> = {},
) => {
  const result = checkPromocode('summer10', terms && { ...code, ...terms }, { ...cart, ...context });
  return result.ok ? 'ok' : result.message;
};

describe('promocode rules', () => {
  it('accepts a usable code whatever its case', () => {
    expect(messageOf({})).toBe('ok');
  });

  it('asks a guest to sign in first', () => {
    expect(messageOf({}, { signedIn: false })).toBe(
      'Вы должны войти в систему, чтобы использовать промокоды',
    );
  });

  it('refuses the applied code again, case-insensitively, and a second code', () => {
    expect(messageOf({}, { appliedCode: 'Summer10' })).toBe('Промокод уже применен');
    expect(messageOf({}, { appliedCode: 'OTHER5' })).toBe('Только один промокод');
  });

  it('refuses an unknown code and a switched-off one with the spec texts', () => {
    expect(messageOf(undefined)).toBe('Неверный промокод');
    expect(messageOf({ isActive: false })).toBe('Промокод недействителен');
  });

  it('says when a code has expired or has not started', () => {
    expect(messageOf({ validUntil: new Date('2026-05-31T00:00:00Z') })).toBe('Срок действия промокода истёк');
    expect(messageOf({ validUntil: now })).toBe('Срок действия промокода истёк');
    expect(messageOf({ validFrom: new Date('2026-06-02T00:00:00Z') })).toBe('Промокод ещё не действует');
  });

  it('refuses a code used up overall or by this customer', () => {
    expect(messageOf({ maxUsage: 5, usageCount: 5 })).toBe('Лимит использований промокода исчерпан');
    expect(messageOf({ maxUsage: 5, usageCount: 4 })).toBe('ok');
    expect(messageOf({ perUserLimit: 1 }, { customerRedemptions: 1 })).toBe(
      'Вы уже использовали этот промокод максимальное число раз',
    );
  });

  it('names the minimum order value in roubles', () => {
    const result = checkPromocode(
      'SUMMER10',
      { ...code, minOrderValueKopecks: 300_000 },
      {
        ...cart,
        baseKopecks: 299_999,
      },
    );
    expect(result).toEqual({
      ok: false,
      reason: 'MIN_ORDER_VALUE',
      message: 'Минимальная сумма заказа для этого промокода — 3\u00a0000\u00a0₽',
      minOrderValueKopecks: 300_000,
    });
    expect(messageOf({ minOrderValueKopecks: 300_000 }, { baseKopecks: 300_000 })).toBe('ok');
  });
});
