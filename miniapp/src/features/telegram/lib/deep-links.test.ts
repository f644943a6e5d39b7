import { describe, expect, it } from 'vitest';
import { deepLinkPath } from './deep-links';

describe('startapp deep links', () => {
  it('opens a product for p_<id> and a category for c_<slug>', () => {
    expect(deepLinkPath('p_12')).toBe('/product/12');
    expect(deepLinkPath('c_platya')).toBe('/products/category/platya');
  });

  it('leads nowhere for anything else', () => {
    expect(deepLinkPath('promo')).toBeNull();
    expect(deepLinkPath('p_12/../admin')).toBeNull();
    expect(deepLinkPath('')).toBeNull();
    expect(deepLinkPath(undefined)).toBeNull();
  });
});
