/**
 * What every screen of the screenshot check shares: a settled page (fonts loaded, every image fetched and decoded,
 * at the top), masks over what differs from run to run (dates, times, order numbers), the home banners held
 * still, and the admin sign-in.
 */
import type { Page } from '@playwright/test';
import { staff } from '../global-setup';
import { expect } from '../tests/fixtures';

/** Dates, times, order numbers and countdowns: text that is new on every run of the shop. */
const changing = [
  String.raw`\d{1,2}[./]\d{2}([./]\d{2,4})?`,
  // A time, not an opening-hours range (10:00–20:00 is the same every day).
  String.raw`(?<![\d:–-]\s*)\d{1,2}:\d{2}(?!\d|\s*[–-]\s*\d)`,
  String.raw`№\s?\d+|#\d{3,}`,
  String.raw`\d{1,2}\s+(янв|фев|мар|апр|ма[йя]|июн|июл|авг|сен|окт|ноя|дек)`,
  String.raw`\d+\s*(сек|мин|ч(?![а-яё])|час|дн|день|дня|дней)`,
].join('|');

/**
 * Waits until the page is still: fonts in, images decoded (lazy ones fetched at once), scrolled to the top, no
 * focus ring. Marks each element whose own text changes between runs (its text nodes, not its children's) with
 * data-screens-mask, an attribute nothing styles.
 */
async function settle(page: Page): Promise<void> {
  // Twice: a list that loads once scrolled into view (related products) brings images of its own.
  for (let round = 0; round < 2; round += 1) {
    await page.waitForLoadState('networkidle');
    await page.evaluate(async () => {
      await document.fonts.ready;
      const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
        window.scrollTo(0, top);
        await frame();
      }
      const images = Array.from(document.images);
      for (const image of images) image.loading = 'eager';
      await Promise.all(
        images.map(async (image) => {
          if (!image.complete)
            await new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            });
          await image.decode().catch(() => undefined);
        }),
      );
      window.scrollTo(0, 0);
      await frame();
    });
  }
  await page.evaluate((source) => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    const pattern = new RegExp(source, 'i');
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const own = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('');
      if (pattern.test(own)) element.setAttribute('data-screens-mask', '');
    }
  }, changing);
}

/** The whole page against its stored snapshot; text that changes between runs is masked. */
export async function matchScreen(page: Page, name: string): Promise<void> {
  // Cards out of sight are not drawn (content-visibility); a whole-page picture wants all of them.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await settle(page);
  await holdBanners(page);
  await expect.soft(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    mask: [page.locator('[data-screens-mask]')],
  });
}

/**
 * The home page's banner carousel turns every few seconds: back to the first banner and held there (the
 * carousel pauses while its dot has focus), so the snapshot does not depend on how long the page took.
 */
async function holdBanners(page: Page): Promise<void> {
  const carousel = page.locator('section[aria-roledescription="carousel"]');
  if ((await carousel.count()) === 0) return;
  const first = carousel.getByRole('button', { name: 'Баннер 1', exact: true });
  if ((await first.count()) === 0) return;
  await first.focus();
  await first.click();
  await expect(first).toHaveAttribute('aria-current', 'true');
  // A jump from a clone slide settles after its half-second slide.
  await page.waitForTimeout(600);
}

/** Signs the page in as the e2e run's admin: the admin app reads its bearer token from localStorage. */
export async function signInAdmin(page: Page): Promise<void> {
  const answer = await page.request.post('/api/auth/login-unified', {
    data: { identifier: staff.admin.email, password: staff.admin.password },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { data } = (await answer.json()) as { data: { token: string } };
  await page.addInitScript((token) => localStorage.setItem('token', token), data.token);
}
