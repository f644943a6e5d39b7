/** Guest checkout through the shop's HTTP API: the stock it can buy from, and the orders it places and reads. */

export interface StockedVariant {
  productId: number;
  colorCode: string;
  sizeCode: string;
  quantity: number;
}

export interface GuestLine {
  productId: number;
  colorCode: string;
  sizeCode: string;
  quantity: number;
}

export interface PlacedOrder {
  id: string;
  number: number;
  accessToken?: string;
  items: {
    productId: number | null;
    colorCode: string;
    sizeCode: string;
    quantity: number;
    unitPriceKopecks: number;
    lineTotalKopecks: number;
  }[];
  shipping: { feeKopecks: number };
  totals: {
    subtotalKopecks: number;
    discountKopecks: number;
    shippingKopecks: number;
    paymentFeeKopecks: number;
    totalKopecks: number;
  };
}

interface ListedProduct {
  id: number;
  retail: { enabled: boolean; allowPurchase: boolean; hidePrice: boolean; minQuantity: number | null };
  variants: { colorCode: string; sizeCode: string; quantity: number }[];
}

export const variantKey = (line: { productId: number | null; colorCode: string; sizeCode: string }) =>
  `${line.productId}/${line.colorCode}/${line.sizeCode}`;

/** The `count` variants with the most stock among products a guest may buy one at a time. */
export async function mostStockedVariants(baseUrl: string, count: number): Promise<StockedVariant[]> {
  const response = await fetch(`${baseUrl}/api/products?limit=50`);
  if (!response.ok) throw new Error(`GET /api/products answered ${response.status}`);
  const products = ((await response.json()) as { data: { products: ListedProduct[] } }).data.products;
  return products
    .filter(
      ({ retail }) =>
        retail.enabled && retail.allowPurchase && !retail.hidePrice && !(retail.minQuantity! > 1),
    )
    .flatMap((product) => product.variants.map((variant) => ({ productId: product.id, ...variant })))
    .sort((a, b) => b.quantity - a.quantity)
    .slice(0, count);
}

/** The stock of each variant as the product pages show it now. */
export async function stockOf(baseUrl: string, variants: StockedVariant[]): Promise<Map<string, number>> {
  const stock = new Map<string, number>();
  for (const productId of new Set(variants.map((variant) => variant.productId))) {
    const response = await fetch(`${baseUrl}/api/products/${productId}`);
    if (!response.ok) throw new Error(`GET /api/products/${productId} answered ${response.status}`);
    const product = ((await response.json()) as { data: ListedProduct }).data;
    for (const variant of product.variants)
      stock.set(variantKey({ productId, ...variant }), variant.quantity);
  }
  return stock;
}

/** A guest's checkout body: courier in Moscow, paid by card on delivery (no commission). */
export function guestOrderBody(lines: GuestLine[]): string {
  return JSON.stringify({
    contact: { name: 'Анна Смирнова', phone: '+7 900 123-45-67', email: 'anna@example.ru' },
    address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17', apartment: '4' },
    shippingMethodId: 'courier',
    paymentMethod: 'card_on_delivery',
    lines,
  });
}

export function postGuestOrder(baseUrl: string, body: string, idempotencyKey: string): Promise<Response> {
  return fetch(`${baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body,
  });
}

export function readGuestOrder(baseUrl: string, id: string, token: string): Promise<Response> {
  return fetch(`${baseUrl}/api/orders/${id}?token=${encodeURIComponent(token)}`);
}
