import { describe, expect, it } from 'vitest';
import { dayOf, paramsFrom } from './list-address';

describe('a list in the address', () => {
  it('writes set values as text and leaves unset and empty ones out', () => {
    expect(paramsFrom({ status: 'new', page: 2, wholesale: false, search: '', to: undefined })).toEqual({
      status: 'new',
      page: '2',
      wholesale: 'false',
    });
  });

  it('takes a day only when it is one', () => {
    expect(dayOf('2026-11-26')).toBe('2026-11-26');
    expect(dayOf('26.11.2026')).toBeUndefined();
    expect(dayOf(null)).toBeUndefined();
  });
});
