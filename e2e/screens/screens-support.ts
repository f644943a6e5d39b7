/**
 * What every screen of the screenshot check shares: a settled page (fonts loaded, every image fetched and decoded,
 * at the top), masks over what differs from run to run (dates, times, order numbers), and the ways in: the admin
 * sign-in.
 */
import type { Page } from '@playwright/test';
import { staff } from '../global-setup';
import { expect } from '../tests/fixtures';

/** Dates, times, order numbers and countdowns: text that is new on every run of the shop. */
const changing =
  /\d{1,2}[./]\d{2}([./]\d{2,4})?|(?<![–-]\s*)\d{1,2}:\d{2}(?!\s*[–-]\s*\d)|№\s?\d+|#\d{3,}|\d{1,2}\s+(янв|фев|мар|апр|ма[йя]|июн|июл|авг|сен|окт|ноя|дек)|\d+\s+(сек|мин|час|дн|день|дня|дней|ч\b)|назад|сегодня|вчера/i;

/** Waits until the page is still: fonts in, images decoded (lazy ones fetched at once), scrolled to the top. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
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
    (document.activeElement as HTMLElement | null)?.blur?.();
  });
  await page.waitForLoadState('networkidle');
}

/** The whole page against its stored snapshot; text that changes between runs is masked. */
export async function matchScreen(page: Page, name: string): Promise<void> {
  await settle(page);
  await expect.soft(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    mask: [page.getByText(changing)],
  });
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
