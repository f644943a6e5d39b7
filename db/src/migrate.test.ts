import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { productCardDetail } from './queries/product-cards';
import { createTestDatabase, testDatabaseKinds } from './testing/databases';
import { createProduct } from './testing/factories';

describe.each(testDatabaseKinds())('the product card definition on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());

  const shownPrice = async (id: number) =>
    (JSON.parse((await productCardDetail(handle.db, id))!.doc) as { price: number }).price;

  it('is re-applied, with every card rebuilt, only when the database holds another one', async () => {
    const product = await createProduct(handle.db, { priceKopecks: 100_000 });
    // A card left behind by a write the triggers did not see.
    await handle.db.execute(sql`alter table products disable trigger products_cards_update`);
    await handle.db.execute(sql`update products set price_kopecks = 123450 where id = ${product.id}`);
    await handle.db.execute(sql`alter table products enable trigger products_cards_update`);

    await migrateDatabase(handle);
    expect(await shownPrice(product.id)).toBe(1000);

    await handle.db.execute(sql`comment on view product_card_source is 'product card of an older build'`);
    await migrateDatabase(handle);
    expect(await shownPrice(product.id)).toBe(1234.5);
  });
});
