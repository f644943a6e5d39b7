/** Screenshots of a storefront spec for people to look at. */
import type { Locator, Page, TestInfo } from '@playwright/test';

/**
 * `/tmp/<folder>/<mode>-<name>-390.png` and, in the mobile project, `-1280.png`, with `focus` (when given)
 * scrolled into view; the page is left at 390 wide.
 */
export async function shotAtBothWidths(
  page: Page,
  testInfo: TestInfo,
  folder: string,
  name: string,
  focus?: Locator,
) {
  const mode = (await page.locator('html').getAttribute('data-mode')) ?? 'web';
  await focus?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/${folder}/${mode}-${name}-390.png` });
  if (testInfo.project.name !== 'mobile') return;
  await page.setViewportSize({ width: 1280, height: 800 });
  await focus?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/${folder}/${mode}-${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
}
