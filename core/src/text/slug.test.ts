import { describe, expect, it } from 'vitest';
import { categoryInput } from '../admin/catalog-inputs';
import { slugFromName } from './slug';

describe('slug from a name', () => {
  it.each([
    ['Вечерние платья', 'vechernie-platya'],
    ['Шубы и дублёнки', 'shuby-i-dublenki'],
    ['  Обувь — 2026!  ', 'obuv-2026'],
    ['T-shirts & Топы', 't-shirts-topy'],
    ['Щётки', 'shchetki'],
    ['???', ''],
  ])('«%s» gives "%s"', (name, slug) => expect(slugFromName(name)).toBe(slug));

  it('is always an address the category form accepts', () => {
    const slug = slugFromName(`${'Очень длинное название '.repeat(10)}`);
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(categoryInput.shape.slug.safeParse(slug).success).toBe(true);
  });
});
