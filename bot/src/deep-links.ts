// Deep-link payloads of /start (t.me/<bot>?start=<payload>) and the mini-app address each one opens.

export type StartTarget =
  | { kind: 'home' }
  | { kind: 'product'; id: string }
  | { kind: 'category'; slug: string };

// Telegram allows at most 64 characters in a start payload, so longer ids or slugs cannot arrive.
const PRODUCT_PAYLOAD = /^p_(\d{1,62})$/;
const CATEGORY_PAYLOAD = /^c_([a-z0-9-]{1,62})$/;

export function parseStartPayload(payload: string | undefined): StartTarget {
  const text = payload?.trim() ?? '';
  const product = PRODUCT_PAYLOAD.exec(text);
  if (product?.[1]) return { kind: 'product', id: product[1] };
  const category = CATEGORY_PAYLOAD.exec(text);
  if (category?.[1]) return { kind: 'category', slug: category[1] };
  return { kind: 'home' };
}

export function shopUrlFor(webAppUrl: string, target: StartTarget): string {
  const base = webAppUrl.replace(/\/+$/, '');
  switch (target.kind) {
    case 'product':
      return `${base}/product/${target.id}`;
    case 'category':
      return `${base}/products/category/${target.slug}`;
    case 'home':
      return webAppUrl;
  }
}
