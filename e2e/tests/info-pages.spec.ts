import { expect, test } from './fixtures';

const infoPages = [
  '/about',
  '/contact',
  '/delivery-payment',
  '/returns-exchange',
  '/size-chart',
  '/privacy-policy',
];

for (const path of infoPages) {
  test(`${path} fits the screen's width, without sideways scrolling of the page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('the size chart shows its note whole, outside the table that scrolls on a phone', async ({ page }) => {
  await page.goto('/size-chart');
  const note = page.getByText('Обхваты в сантиметрах.', { exact: false });
  await expect(note).toBeVisible();
  const box = await note.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  await expect(page.getByRole('table').first()).toHaveAccessibleDescription(/Обхваты в сантиметрах/);
});
