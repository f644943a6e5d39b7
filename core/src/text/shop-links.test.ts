import { describe, expect, it } from 'vitest';
import { isLinkToHost, shopLinkKind } from './shop-links';

describe('shop links', () => {
  it.each([
    ['/products?filter=sale', 'path'],
    ['/', 'path'],
    ['https://t.me/lastochka', 'https'],
    ['https://wa.me/74951204567', 'https'],
    ['tel:+74951204567', 'tel'],
    ['mailto:shop@lastochka.ru', 'mailto'],
  ])('takes %s as a %s link', (link, kind) => {
    expect(shopLinkKind(link)).toBe(kind);
  });

  it.each([
    '//evil.example/phish',
    '/\\evil.example',
    '/\t/evil.example',
    '\\\\evil.example',
    'http://evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    'https://user:pass@evil.example',
    'https://localhost',
    'evil.example',
    'tel:call-me',
  ])('refuses %j', (link) => {
    expect(shopLinkKind(link)).toBeNull();
  });

  it('tells a messenger link by its host', () => {
    expect(isLinkToHost('https://wa.me/74951204567', ['wa.me'])).toBe(true);
    expect(isLinkToHost('https://api.whatsapp.com/send', ['wa.me', 'whatsapp.com'])).toBe(true);
    expect(isLinkToHost('https://wa.me.evil.example/', ['wa.me'])).toBe(false);
    expect(isLinkToHost('//evil.example', ['wa.me'])).toBe(false);
  });
});
