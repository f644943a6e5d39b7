// Deep-link payloads of /start (t.me/<bot>?start=<payload>) and of the mini-app (t.me/<bot>?startapp=<payload>),
// and the mini-app address each one opens. The mini-app reads the same words (miniapp deep-links.ts).

export type StartTarget =
  | { kind: 'home' }
  | { kind: 'cart' }
  | { kind: 'product'; id: string }
  | { kind: 'category'; slug: string }
  | { kind: 'order'; id: string }
  /** The staff mode of the mini-app; only the bot's /staff opens it, never a /start payload. */
  | { kind: 'staff' };

// Telegram allows at most 64 characters in a start payload, so longer ids or slugs cannot arrive.
const PRODUCT_PAYLOAD = /^(?:p|product)_(\d{1,56})$/;
const CATEGORY_PAYLOAD = /^(?:c|category)_([a-z0-9-]{1,55})$/;
const ORDER_PAYLOAD = /^(?:o|order)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function parseStartPayload(payload: string | undefined): StartTarget {
  const text = payload?.trim() ?? '';
  if (text === 'cart') return { kind: 'cart' };
  const product = PRODUCT_PAYLOAD.exec(text);
  if (product?.[1]) return { kind: 'product', id: product[1] };
  const category = CATEGORY_PAYLOAD.exec(text);
  if (category?.[1]) return { kind: 'category', slug: category[1] };
  const order = ORDER_PAYLOAD.exec(text);
  if (order?.[1]) return { kind: 'order', id: order[1] };
  return { kind: 'home' };
}

export function shopUrlFor(webAppUrl: string, target: StartTarget): string {
  const base = webAppUrl.replace(/\/+$/, '');
  switch (target.kind) {
    case 'product':
      return `${base}/product/${target.id}`;
    case 'category':
      return `${base}/products/category/${target.slug}`;
    case 'cart':
      return `${base}/cart`;
    case 'order':
      return `${base}/order-confirmation/${target.id}`;
    case 'staff':
      return `${base}/staff`;
    case 'home':
      return webAppUrl;
  }
}

function startAppPayload(target: StartTarget): string | undefined {
  switch (target.kind) {
    case 'product':
      return `product_${target.id}`;
    case 'category':
      return `category_${target.slug}`;
    case 'cart':
      return 'cart';
    case 'order':
      return `order_${target.id}`;
    case 'staff':
      return 'staff';
    case 'home':
      return undefined;
  }
}

/**
 * A t.me link that opens the bot's main mini-app at `target`, usable in any chat (web_app buttons are not);
 * the home page is the bare `?startapp`.
 */
export function startAppLink(botUsername: string, target: StartTarget): string {
  const payload = startAppPayload(target);
  return `https://t.me/${botUsername}?startapp${payload ? `=${payload}` : ''}`;
}

export const productStartAppLink = (botUsername: string, productId: number): string =>
  startAppLink(botUsername, { kind: 'product', id: String(productId) });
