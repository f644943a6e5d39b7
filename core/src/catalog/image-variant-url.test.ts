import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariantUrl } from './image-variant-url';

describe('image variant URLs', () => {
  const page = `/uploads/u/${'0a'.repeat(16)}-page.webp`;

  it('names the card and zoom files of an uploaded photo', () => {
    expect(imageVariantUrl(page, 'card')).toBe(`/uploads/u/${'0a'.repeat(16)}-card.webp`);
    expect(imageVariantUrl(page, 'zoom')).toBe(`/uploads/u/${'0a'.repeat(16)}-zoom.webp`);
    expect(imageSrcSet(page)).toBe(
      `/uploads/u/${'0a'.repeat(16)}-card.webp 480w, ${page} 960w, /uploads/u/${'0a'.repeat(16)}-zoom.webp 1600w`,
    );
  });

  it('leaves any other address as it is', () => {
    expect(imageVariantUrl('/uploads/seed/dr-0001-sge.svg', 'card')).toBe('/uploads/seed/dr-0001-sge.svg');
    expect(imageSrcSet('https://cdn.example.com/a-page.webp')).toBeUndefined();
  });
});
