import { client, unwrap } from '../../../shared/api/shop-client';
import type { Product } from '../../catalog';

/** The most products `POST /api/products/by-ids` answers at once. */
const BY_IDS_MAX = 100;

/** The catalogue's products by id; products it no longer shows are missing from the map. */
export async function productsByIds(ids: readonly string[]): Promise<Map<string, Product>> {
  const found = new Map<string, Product>();
  for (let start = 0; start < ids.length; start += BY_IDS_MAX) {
    const productIds = ids.slice(start, start + BY_IDS_MAX).map(Number);
    const { products } = await unwrap(client.api.products['by-ids'].$post({ json: { productIds } }));
    for (const product of products) found.set(String(product.id), product);
  }
  return found;
}
