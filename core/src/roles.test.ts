import { describe, expect, it } from 'vitest';
import { ADMIN_AREAS, areasFor, canAccessArea, isStaff } from './roles';

describe('role rules', () => {
  it('lets managers and admins into the back office, nobody else', () => {
    expect(isStaff('admin')).toBe(true);
    expect(isStaff('manager')).toBe(true);
    expect(isStaff('user')).toBe(false);
    expect(isStaff(undefined)).toBe(false);
  });

  it('gives an admin every area', () => {
    expect(areasFor('admin')).toEqual([...ADMIN_AREAS]);
  });

  it('keeps users, store settings, shipping and wholesale settings from a manager', () => {
    for (const area of ['users', 'audit', 'settings', 'shipping', 'wholesale/settings'] as const) {
      expect(canAccessArea('manager', area)).toBe(false);
    }
    expect(areasFor('manager')).toEqual(
      ADMIN_AREAS.filter(
        (a) => !['users', 'audit', 'settings', 'shipping', 'wholesale/settings'].includes(a),
      ),
    );
    expect(canAccessArea('manager', 'orders')).toBe(true);
    expect(canAccessArea('manager', 'wholesale/products')).toBe(true);
  });

  it('gives a customer no area', () => {
    expect(areasFor('user')).toEqual([]);
  });
});
