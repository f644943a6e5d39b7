import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { products, productVariants } from '../schema';
import { createProduct, createTestDatabase, testDatabaseKinds } from '../testing';
import { withTransaction } from '../transaction';

/** products.total_stock is kept by a trigger on the variants (migrations 0002 and 0010). */
describe.each(testDatabaseKinds())('a product total stock on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind, { maxConnections: 3 });
  });
  afterAll(() => handle.close());

  const totals = async (productId: number) => {
    const [row] = await handle.db
      .select({
        total: products.totalStock,
        sum: sql<number>`(select coalesce(sum(quantity), 0)::int from product_variants where product_id = ${productId})`,
      })
      .from(products)
      .where(eq(products.id, productId));
    return row!;
  };

  it('follows variants added, changed, moved and removed', async () => {
    const product = await createProduct(handle.db, {
      variants: [
        { colorCode: 'BLK', sizeCode: 'S', quantity: 4 },
        { colorCode: 'BLK', sizeCode: 'M', quantity: 6 },
      ],
    });
    const other = await createProduct(handle.db, {
      variants: [{ colorCode: 'BLK', sizeCode: 'L', quantity: 1 }],
    });
    expect(await totals(product.id)).toEqual({ total: 10, sum: 10 });

    const [first] = await handle.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    await handle.db.update(productVariants).set({ quantity: 1 }).where(eq(productVariants.id, first!.id));
    expect(await totals(product.id)).toEqual({ total: 7, sum: 7 });

    await handle.db
      .update(productVariants)
      .set({ productId: other.id })
      .where(eq(productVariants.id, first!.id));
    expect(await totals(product.id)).toEqual({ total: 6, sum: 6 });
    expect(await totals(other.id)).toEqual({ total: 2, sum: 2 });

    await handle.db.delete(productVariants).where(eq(productVariants.productId, product.id));
    expect(await totals(product.id)).toEqual({ total: 0, sum: 0 });
  });

  // PGlite has one connection and runs one transaction at a time, so only Postgres can hold two at once.
  it.runIf(kind === 'postgres')(
    'adds up an order and a removed variant of one product at the same moment',
    async () => {
      const product = await createProduct(handle.db, {
        variants: [
          { colorCode: 'BLK', sizeCode: 'S', quantity: 10 },
          { colorCode: 'BLK', sizeCode: 'M', quantity: 10 },
        ],
      });
      const [small, medium] = await handle.db
        .select()
        .from(productVariants)
        .where(eq(productVariants.productId, product.id))
        .orderBy(productVariants.id);
      const take = (variantId: number) =>
        sql`update product_variants set quantity = quantity - 1 where id = ${variantId}`;

      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let firstTook = () => {};
      const took = new Promise<void>((resolve) => {
        firstTook = resolve;
      });
      const first = withTransaction(handle.db, async (tx) => {
        await tx.execute(take(small!.id));
        firstTook();
        await held;
      });
      await took;
      // The second waits for the first's lock on the product row, then commits after it.
      const second = withTransaction(handle.db, (tx) =>
        tx.delete(productVariants).where(eq(productVariants.id, medium!.id)),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await Promise.all([first, second]);

      expect(await totals(product.id)).toEqual({ total: 9, sum: 9 });
    },
  );
});
