import { test as base, expect } from '@playwright/test';

/**
 * Every test talks to the shop started by global-setup.ts, and fails when the browser reports a content security
 * policy violation on any page it opened: the shop's own pages must live within their policies.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    const url = process.env.SHOP_BASE_URL;
    if (!url) throw new Error('SHOP_BASE_URL is not set: run the tests through playwright.config.ts');
    await use(url);
  },
  page: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await use(page);
    expect(violations, 'content security policy violations in the console').toEqual([]);
  },
});

export { expect };
