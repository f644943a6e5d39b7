import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { listCategories } from '../queries/categories';
import { productCardDetail } from '../queries/product-cards';
import { findPromocodeByCode } from '../queries/promocodes';
import { findUserByIdentifier } from '../queries/users';
import { createTestDatabase, testDatabaseKinds } from './databases';
import { createCategory, createProduct, createPromocode, createUser } from './factories';

/** What the product's storefront card shows of its images and variants. */
interface ShownCard {
  images: unknown[];
  variants: { colorCode: string; sizeCode: string; quantity: number }[];
}

async function shownCard(db: DatabaseHandle['db'], id: number): Promise<ShownCard | undefined> {
  const card = await productCardDetail(db, id);
  return card && (JSON.parse(card.doc) as ShownCard);
}

describe.each(testDatabaseKinds())('test factories on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it('creates users with a fresh email each time and the given role', async () => {
    const [a, b] = [await createUser(handle.db), await createUser(handle.db, { role: 'manager' })];
    expect(a.email).not.toBe(b.email);
    expect([a.role, b.role]).toEqual(['user', 'manager']);
    expect((await findUserByIdentifier(handle.db, { kind: 'email', value: b.email! }))?.id).toBe(b.id);
  });

  it('places a child category below its parent', async () => {
    const shoes = await createCategory(handle.db, { productType: 'footwear' });
    const boots = await createCategory(handle.db, { parent: shoes, slug: 'boots-test' });
    expect(boots).toMatchObject({ parentId: shoes.id, level: 1, productType: 'footwear' });
    expect(boots.path).toBe(`/${shoes.id}/${boots.id}/`);
    const roots = await listCategories(handle.db, { parentId: null });
    expect(roots.map((row) => row.id)).toContain(shoes.id);
  });

  it('creates an active product with a default variant and image', async () => {
    const product = await createProduct(handle.db);
    expect(product).toMatchObject({ isActive: true, priceKopecks: 299_000, totalStock: 10 });
    const card = await shownCard(handle.db, product.id);
    expect(
      card?.variants.map(({ colorCode, sizeCode, quantity }) => [colorCode, sizeCode, quantity]),
    ).toEqual([['BLK', 'M', 10]]);
    expect(card?.images).toHaveLength(1);
  });

  it('creates the colors and sizes its variants name, in their usual order, and sums the stock', async () => {
    const product = await createProduct(handle.db, {
      priceKopecks: 450_000,
      variants: [
        { colorCode: 'NVY', sizeCode: 'L', quantity: 1 },
        { colorCode: 'RED', sizeCode: 'XS', quantity: 2 },
        { colorCode: 'RED', sizeCode: 'L', quantity: 0 },
      ],
    });
    expect(product.totalStock).toBe(3);
    const card = await shownCard(handle.db, product.id);
    // RED comes before NVY in the palette; XS before L.
    expect(card?.variants.map(({ colorCode, sizeCode }) => `${colorCode}/${sizeCode}`)).toEqual([
      'RED/XS',
      'RED/L',
      'NVY/L',
    ]);
  });

  it('creates a usable promocode', async () => {
    const code = await createPromocode(handle.db, { discountValue: 25 });
    expect((await findPromocodeByCode(handle.db, code.code.toLowerCase()))?.discountValue).toBe(25);
  });
});
