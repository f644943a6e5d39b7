import { describe, expect, it } from 'vitest';
import { ADMIN_AREAS, canAccessArea, isStaff } from './permissions';

describe('isStaff', () => {
  it('lets managers and admins into the back office', () => {
    expect(isStaff('manager')).toBe(true);
    expect(isStaff('admin')).toBe(true);
  });

  it('keeps customers and the signed-out out', () => {
    expect(isStaff('user')).toBe(false);
    expect(isStaff(undefined)).toBe(false);
  });
});

describe('canAccessArea', () => {
  it('opens every area to an admin', () => {
    for (const area of ADMIN_AREAS) expect(canAccessArea('admin', area)).toBe(true);
  });

  it('reserves users, settings, shipping and wholesale settings for an admin', () => {
    const forManager = ADMIN_AREAS.filter((area) => !canAccessArea('manager', area));
    expect(forManager).toEqual(['shipping', 'wholesale/settings', 'users', 'audit', 'settings']);
  });

  it('opens the operational areas to a manager', () => {
    for (const area of [
      'dashboard',
      'orders',
      'products',
      'categories',
      'colors',
      'sizes',
      'home-content',
      'promotions',
      'promocodes',
      'wholesale',
      'wholesale/products',
      'wholesale/analytics',
    ] as const) {
      expect(canAccessArea('manager', area)).toBe(true);
    }
  });

  it('opens no area to a customer or the signed-out', () => {
    for (const area of ADMIN_AREAS) {
      expect(canAccessArea('user', area)).toBe(false);
      expect(canAccessArea(undefined, area)).toBe(false);
    }
  });
});
