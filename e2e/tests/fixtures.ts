import { createHash } from 'node:crypto';
import { test as base, expect } from '@playwright/test';

/**
 * Every test talks to the shop started by global-setup.ts as a visitor of its own: the shop trusts the proxy
 * header there (TRUST_PROXY), and each test sends its own address, so the sign-in and registration limits per
 * address count one visitor's attempts, as they would for real buyers, not the whole suite's. A test fails when
 * the browser reports a content security policy violation on any page it opened: the shop's own pages must live
 * within their policies.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    const url = process.env.SHOP_BASE_URL;
    if (!url) throw new Error('SHOP_BASE_URL is not set: run the tests through playwright.config.ts');
    await use(url);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    const [a = 0, b = 0, c = 0] = createHash('sha256')
      .update(`${testInfo.project.name} ${testInfo.testId}`)
      .digest();
    await use({ 'x-forwarded-for': `10.${a}.${b}.${c}` });
  },
  page: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // A violation the page's code catches (zod trying `new Function`) may reach the console only as this event.
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation: (text: string) => void })
          .reportCspViolation;
        report(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await use(page);
    expect(violations, 'content security policy violations in the console').toEqual([]);
  },
});

export { expect };
