import { test as base, expect } from '@playwright/test';

/** Every test talks to the shop started by global-setup.ts. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    const url = process.env.SHOP_BASE_URL;
    if (!url) throw new Error('SHOP_BASE_URL is not set: run the tests through playwright.config.ts');
    await use(url);
  },
});

export { expect };
