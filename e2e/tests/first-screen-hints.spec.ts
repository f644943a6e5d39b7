import { expect, test } from './fixtures';

/**
 * The server names each landing page's first picture in the head, so a phone fetches it with the scripts: the
 * picture the page then draws must be that one, fetched once, not a second copy at another width.
 */
for (const [name, path, picture] of [
  ['product page', '/product/1', 'main img[fetchpriority="high"]'],
  ['catalogue', '/products', 'main article img'],
  ['home page', '/', 'main img[fetchpriority="high"]'],
] as const) {
  test(`the ${name} draws the picture its head names, fetched once`, async ({ page, request }) => {
    // The server leaves the picture out rather than hold a page for a slow database (250 ms): on a busy test
    // machine the first list of a fresh shop can take longer, so the page is asked for until the answers are warm.
    await expect
      .poll(async () => (await (await request.get(path)).text()).includes('rel="preload" as="image"'))
      .toBe(true);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') fetched.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    const link = page.locator('link[rel="preload"][as="image"]');
    const named = await link.getAttribute('href');
    expect(named).toMatch(/^\/[a-z]/);
    // With a srcset the phone picks the width for its screen, the same from the link as from the picture.
    const candidates = [
      named,
      ...((await link.getAttribute('imagesrcset')) ?? '')
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/)[0])
        .filter(Boolean)
        .map((url) => new URL(url!, page.url()).pathname),
    ];
    const image = page.locator(picture).first();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.currentSrc)).not.toBe('');
    const drawn = await image.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname);
    expect(candidates).toContain(drawn);
    expect(fetched.filter((url) => candidates.includes(url))).toEqual([drawn]);
  });
}
