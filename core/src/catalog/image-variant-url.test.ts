import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariantUrl, telegramPhotoUrls } from './image-variant-url';

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

describe('Telegram photo URLs', () => {
  const base = `/uploads/u/${'0a'.repeat(16)}`;

  it('name the JPEG photo and thumbnail beside an upload and a demo drawing', () => {
    for (const variant of ['card', 'page', 'zoom'])
      expect(telegramPhotoUrls(`${base}-${variant}.webp`)).toEqual({
        photo: `${base}-photo.jpg`,
        thumbnail: `${base}-thumb.jpg`,
      });
    expect(telegramPhotoUrls('/uploads/seed/dr-0001-sge.svg')).toEqual({
      photo: '/uploads/seed/dr-0001-sge-photo.jpg',
      thumbnail: '/uploads/seed/dr-0001-sge-thumb.jpg',
    });
  });

  it('take a JPEG address as it is and give nothing for another format', () => {
    expect(telegramPhotoUrls('https://cdn.example.com/a.jpeg?v=2')).toEqual({
      photo: 'https://cdn.example.com/a.jpeg?v=2',
      thumbnail: 'https://cdn.example.com/a.jpeg?v=2',
    });
    expect(telegramPhotoUrls('https://cdn.example.com/a-page.webp')).toBeUndefined();
    expect(telegramPhotoUrls('/uploads/seed/logo.png')).toBeUndefined();
  });
});
