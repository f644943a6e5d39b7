import { readdirSync } from 'node:fs';

type Width = 'mobile' | 'desktop';

/**
 * Where each browser spec runs. Buyers shop on phones and staff work at desks, so a storefront spec runs at 390
 * wide and a back-office spec at 1280. The screens whose layouts differ most between the two run at both: the
 * header and its menu, the filters beside the list or in a panel, the checkout's summary, the back office's
 * navigation, and the keyboard and axe checks. A spec that also checks the other width resizes its page (the
 * wholesale sets, the back office's Telegram screens); a spec on a shop of its own names the same project in its
 * `shopOfItsOwn` call.
 */
const atBothWidths = new Set([
  'storefront.spec.ts',
  'storefront-a11y.spec.ts',
  'home.spec.ts',
  'home-layout.spec.ts',
  'catalogue-filters.spec.ts',
  'checkout.spec.ts',
  'admin.spec.ts',
]);
const exceptions: Record<string, Width> = {
  'admin-telegram.spec.ts': 'mobile',
  'wholesale-sets.spec.ts': 'desktop',
};

function widthsOf(spec: string): Width[] {
  if (atBothWidths.has(spec)) return ['mobile', 'desktop'];
  const exception = exceptions[spec];
  if (exception) return [exception];
  return /^(admin|auth-admin)/.test(spec) ? ['desktop'] : ['mobile'];
}

/** The browser specs (tests/*.spec.ts; the server's own are in tests/server) that run at this width. */
export function specsAt(width: Width): RegExp[] {
  const specs = readdirSync(new URL('../tests', import.meta.url)).filter((file) => file.endsWith('.spec.ts'));
  return specs
    .filter((spec) => widthsOf(spec).includes(width))
    .map((spec) => new RegExp(`[\\\\/]tests[\\\\/]${spec.replaceAll('.', '\\.')}$`));
}
