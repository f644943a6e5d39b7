import { describe, expect, it } from 'vitest';
import { cleanPersonName } from './person-name';

describe('cleanPersonName', () => {
  it('keeps an ordinary name as it is', () => {
    expect(cleanPersonName('Анна Петрова', 100)).toBe('Анна Петрова');
    expect(cleanPersonName('Nguyễn Thị Hoa', 100)).toBe('Nguyễn Thị Hoa');
    expect(cleanPersonName('Анна 🌸', 100)).toBe('Анна 🌸');
  });

  it('drops bidi overrides, embeddings, isolates and marks, so the name reads as it is stored', () => {
    expect(cleanPersonName('Анна\u202Eвортеп\u202C', 100)).toBe('Аннавортеп');
    expect(cleanPersonName('\u202A\u202B\u202D\u2066\u2067\u2068Ольга\u2069\u200E\u200F\u061C', 100)).toBe(
      'Ольга',
    );
  });

  it('drops zero-width characters and the byte-order mark', () => {
    expect(cleanPersonName('\uFEFFО\u200Bл\u200Cь\u200Dг\u2060а', 100)).toBe('Ольга');
  });

  it('drops C0 and C1 control characters and DEL', () => {
    expect(cleanPersonName('Ан\u0000н\u0007а\u001B[31m\u007F\u0080\u009F', 100)).toBe('Анна[31m');
  });

  it('turns line breaks and tabs into single spaces and trims', () => {
    expect(cleanPersonName('  Анна\n\n\tПетрова\r\n ', 100)).toBe('Анна Петрова');
    expect(cleanPersonName('Анна\u2028\u00A0 Петрова', 100)).toBe('Анна Петрова');
  });

  it('answers an empty string when nothing visible is left', () => {
    expect(cleanPersonName('\u202E\u200B \n\u0000', 100)).toBe('');
  });

  it('caps the length in characters without splitting a surrogate pair', () => {
    expect(cleanPersonName('Александра', 4)).toBe('Алек');
    expect(cleanPersonName('😀😀😀', 2)).toBe('😀😀');
    expect(cleanPersonName('ab😀', 3)).toBe('ab😀');
    expect(cleanPersonName('Анна Петрова', 5)).toBe('Анна');
  });

  it('drops the half of a surrogate pair that has lost its other half', () => {
    expect(cleanPersonName('Анна\uD83D', 100)).toBe('Анна');
    expect(cleanPersonName('\uDE00Анна', 100)).toBe('Анна');
  });
});
