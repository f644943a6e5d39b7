// An admin list keeps its filters, order and page in the address, so a reload or the back button shows the same.

/** The address's search parameters for a list query: each set value as text, unset and empty ones left out. */
export function paramsFrom(query: object): Record<string, string> {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day parameter (YYYY-MM-DD) as given, or undefined when missing or not a day. */
export const dayOf = (value: string | null) => (value && DAY.test(value) ? value : undefined);

/** The page sizes a long list offers. */
export const PAGE_SIZES: readonly number[] = [20, 50, 100];

/** The page and page size in the address: page 1 and 20 rows unless it names others. */
export function pageFrom(params: URLSearchParams) {
  const limit = Number(params.get('limit'));
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    limit: PAGE_SIZES.includes(limit) ? limit : 20,
  };
}
