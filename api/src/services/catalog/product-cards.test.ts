/**
 * product_cards never go stale: every column the card's definition (db/sql/product-cards.sql) reads wakes a
 * rebuild when it changes, and random sequences of the writes that change what a card shows (price, sale,
 * activation, flags, category, stock through orders and cancels, variants, images, color and size order, category
 * names, wholesale and retail terms, new and deleted products, rolled-back transactions) leave every card equal,
 * byte for byte, to the card the definition computes from the tables now (product_card_source), each document in
 * the API's productSchema, and the category counts equal a count over the products. The definition's transcriptions
 * of core's price rules give what core gives.
 */

import {
  discountPercentOf,
  isWholesaleAvailable,
  kopecksToRoubles,
  promotionPriceOf,
  wholesalePriceOf,
} from '@shop/core';
import { type DatabaseHandle, type DbOrTx, preparedRows, withTransaction } from '@shop/db';
import {
  createCategory,
  createColor,
  createProduct,
  createPromotion,
  createSize,
  createTestDatabase,
  sql,
  testDatabaseKinds,
} from '@shop/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSchema } from './product-view';

type CategoryRow = Awaited<ReturnType<typeof createCategory>>;

const colorCodes = ['BLK', 'WHT', 'RED'];
const sizeCodes = ['S', 'M', 'L'];

type Write =
  | { kind: 'price'; pick: number; priceKopecks: number; saleFrom: number | null }
  | { kind: 'active'; pick: number }
  | { kind: 'flags'; pick: number; isNew: boolean; isFeatured: boolean }
  | { kind: 'category'; pick: number; category: number }
  | { kind: 'order'; pick: number; quantity: number }
  | { kind: 'cancel'; pick: number; quantity: number }
  | { kind: 'addVariant'; pick: number; color: number; size: number; quantity: number }
  | { kind: 'deleteVariant'; pick: number }
  | { kind: 'addImage'; pick: number; order: number; color: number | null; type: string; alt: string | null }
  | { kind: 'moveImage'; pick: number; order: number }
  | { kind: 'deleteImage'; pick: number }
  | { kind: 'colorOrder'; color: number; order: number }
  | { kind: 'sizeOrder'; size: number; order: number }
  | { kind: 'renameCategory'; category: number; name: string }
  | { kind: 'wholesale'; pick: number; available: boolean; percent: number | null; ownPrice: number | null }
  | { kind: 'retail'; pick: number; minQuantity: number | null; hidePrice: boolean }
  | { kind: 'sold'; pick: number; count: number }
  | { kind: 'newProduct'; category: number; color: number; size: number }
  | { kind: 'deleteProduct'; pick: number }
  | { kind: 'rolledBack'; pick: number; priceKopecks: number };

const pick = fc.nat(1_000);
const price = fc.integer({ min: 1, max: 2_000_000 });
const writeArbitrary: fc.Arbitrary<Write> = fc.oneof(
  fc.record({
    kind: fc.constant('price' as const),
    pick,
    priceKopecks: price,
    saleFrom: fc.option(price, { nil: null }),
  }),
  fc.record({ kind: fc.constant('active' as const), pick }),
  fc.record({ kind: fc.constant('flags' as const), pick, isNew: fc.boolean(), isFeatured: fc.boolean() }),
  fc.record({ kind: fc.constant('category' as const), pick, category: fc.nat(2) }),
  fc.record({ kind: fc.constant('order' as const), pick, quantity: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constant('cancel' as const), pick, quantity: fc.integer({ min: 1, max: 6 }) }),
  fc.record({
    kind: fc.constant('addVariant' as const),
    pick,
    color: fc.nat(2),
    size: fc.nat(2),
    quantity: fc.nat(9),
  }),
  fc.record({ kind: fc.constant('deleteVariant' as const), pick }),
  fc.record({
    kind: fc.constant('addImage' as const),
    pick,
    order: fc.nat(5),
    color: fc.option(fc.nat(2), { nil: null }),
    type: fc.constantFrom('main', 'gallery', 'detail', 'legacy'),
    alt: fc.option(fc.string({ maxLength: 8 }), { nil: null }),
  }),
  fc.record({ kind: fc.constant('moveImage' as const), pick, order: fc.nat(5) }),
  fc.record({ kind: fc.constant('deleteImage' as const), pick }),
  fc.record({ kind: fc.constant('colorOrder' as const), color: fc.nat(2), order: fc.nat(5) }),
  fc.record({ kind: fc.constant('sizeOrder' as const), size: fc.nat(2), order: fc.nat(5) }),
  fc.record({
    kind: fc.constant('renameCategory' as const),
    category: fc.nat(2),
    name: fc.constantFrom('Платья', 'Обувь «Люкс»', 'Сумки\n"новые"', 'Verhnyaya\\odezhda'),
  }),
  fc.record({
    kind: fc.constant('wholesale' as const),
    pick,
    available: fc.boolean(),
    percent: fc.option(fc.constantFrom(0, 5, 12.5, 33.333, 50, 99.995, 100), { nil: null }),
    ownPrice: fc.option(price, { nil: null }),
  }),
  fc.record({
    kind: fc.constant('retail' as const),
    pick,
    minQuantity: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    hidePrice: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('sold' as const), pick, count: fc.integer({ min: 1, max: 50 }) }),
  fc.record({
    kind: fc.constant('newProduct' as const),
    category: fc.nat(2),
    color: fc.nat(2),
    size: fc.nat(2),
  }),
  fc.record({ kind: fc.constant('deleteProduct' as const), pick }),
  fc.record({ kind: fc.constant('rolledBack' as const), pick, priceKopecks: price }),
);

const ids = async (db: DbOrTx, table: 'products' | 'product_variants' | 'product_images') =>
  (
    await preparedRows<{ id: number }>(db, sql`select id from ${sql.identifier(table)} order by id`, 'ids')
  ).map((row) => row.id);

async function apply(db: DbOrTx, write: Write, categories: CategoryRow[]): Promise<void> {
  const productIds = await ids(db, 'products');
  const product = productIds[('pick' in write ? write.pick : 0) % Math.max(productIds.length, 1)];
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  switch (write.kind) {
    case 'price':
      await run(sql`update products set price_kopecks = ${write.priceKopecks},
        is_sale = ${write.saleFrom !== null}, original_price_kopecks = ${write.saleFrom} where id = ${product}`);
      return;
    case 'active':
      await run(sql`update products set is_active = not is_active where id = ${product}`);
      return;
    case 'flags':
      await run(sql`update products set is_new = ${write.isNew}, is_featured = ${write.isFeatured}
        where id = ${product}`);
      return;
    case 'category':
      await run(
        sql`update products set category_id = ${categories[write.category]!.id} where id = ${product}`,
      );
      return;
    case 'order':
      // As an order takes stock: the variant with the most left, when it has enough.
      await run(sql`update product_variants set quantity = quantity - ${write.quantity}
        where id = (select id from product_variants where product_id = ${product}
          order by quantity desc, id limit 1) and quantity >= ${write.quantity}`);
      return;
    case 'cancel':
      await run(sql`update product_variants set quantity = quantity + ${write.quantity}
        where id = (select min(id) from product_variants where product_id = ${product})`);
      return;
    case 'addVariant':
      await run(sql`insert into product_variants (product_id, color_code, size_code, quantity, sku)
        values (${product}, ${colorCodes[write.color]}, ${sizeCodes[write.size]}, ${write.quantity},
          ${`SKU-${product}-${write.color}-${write.size}`})
        on conflict do nothing`);
      return;
    case 'deleteVariant':
      await run(sql`delete from product_variants
        where id = (select max(id) from product_variants where product_id = ${product})`);
      return;
    case 'addImage':
      await run(sql`insert into product_images (product_id, url, type, color_code, sort_order, alt, width, height)
        values (${product}, ${`/uploads/t/${product}-${write.order}.webp`}, ${write.type},
          ${write.color === null ? null : colorCodes[write.color]}, ${write.order}, ${write.alt},
          ${write.alt === null ? null : 800}, ${write.alt === null ? null : 1000})`);
      return;
    case 'moveImage':
      await run(sql`update product_images set sort_order = ${write.order}
        where id = (select min(id) from product_images where product_id = ${product})`);
      return;
    case 'deleteImage':
      await run(sql`delete from product_images
        where id = (select max(id) from product_images where product_id = ${product})`);
      return;
    case 'colorOrder':
      await run(sql`update colors set sort_order = ${write.order} where code = ${colorCodes[write.color]}`);
      return;
    case 'sizeOrder':
      await run(sql`update sizes set sort_order = ${write.order} where code = ${sizeCodes[write.size]}`);
      return;
    case 'renameCategory':
      await run(sql`update categories set name = ${JSON.stringify({ ru: write.name, en: 'Category' })}::jsonb,
        slug = ${`cat-${write.category}-${write.name.length}`} where id = ${categories[write.category]!.id}`);
      return;
    case 'wholesale': {
      const terms = {
        available: write.available,
        enabled: write.available,
        minQuantity: 5,
        ...(write.percent === null ? {} : { discountPercentage: write.percent }),
        ...(write.ownPrice === null ? {} : { wholesalePriceKopecks: write.ownPrice }),
      };
      await run(sql`update products set wholesale = ${JSON.stringify(terms)}::jsonb where id = ${product}`);
      return;
    }
    case 'retail': {
      const terms = {
        enabled: true,
        allowPurchase: true,
        hidePrice: write.hidePrice,
        showWholesalePrice: false,
        ...(write.minQuantity === null ? {} : { minQuantity: write.minQuantity, maxQuantity: 10 }),
      };
      await run(sql`update products set retail = ${JSON.stringify(terms)}::jsonb where id = ${product}`);
      return;
    }
    case 'sold':
      await run(sql`update products set sold_count = sold_count + ${write.count} where id = ${product}`);
      return;
    case 'newProduct':
      await createProduct(db, {
        category: categories[write.category]!,
        variants: [{ colorCode: colorCodes[write.color]!, sizeCode: sizeCodes[write.size]!, quantity: 3 }],
      });
      return;
    case 'deleteProduct':
      if (productIds.length > 3) await run(sql`delete from products where id = ${product}`);
      return;
    case 'rolledBack':
      await withTransaction(db, async (tx) => {
        await tx.execute(
          sql`update products set price_kopecks = ${write.priceKopecks} where id = ${product}`,
        );
        await tx.execute(sql`update product_variants set quantity = 0 where product_id = ${product}`);
        throw new Error('rolled back');
      }).catch(() => undefined);
      return;
  }
}

/** Cards that differ from what the definition computes from the tables now, either way. */
async function staleCards(db: DbOrTx): Promise<number[]> {
  const rows = await preparedRows<{ id: number }>(
    db,
    sql`select id from ((select * from product_card_source except select * from product_cards)
      union all (select * from product_cards except select * from product_card_source)) stale order by id`,
    'stale_cards',
  );
  return rows.map((row) => row.id);
}

/** Every card current, each document exactly the API's productSchema, and the counts equal to the products. */
async function expectCardsCurrent(db: DbOrTx): Promise<void> {
  expect(await staleCards(db)).toEqual([]);
  const cards = await preparedRows<{ doc: string }>(
    db,
    sql`select doc from product_cards order by id`,
    'docs',
  );
  for (const { doc } of cards) {
    // The schema drops keys it does not know and lists the others in its order.
    const value = JSON.parse(doc) as object;
    const parsed = productSchema.parse(value);
    expect(parsed).toStrictEqual(value);
    expect(Object.keys(value)).toEqual(Object.keys(parsed));
  }
  const counts = await preparedRows<{ key: string; products: number }>(
    db,
    sql`select category_id || '/' || is_new || '/' || is_sale as key, products from product_card_counts
      where products <> 0 order by 1`,
    'card_counts',
  );
  const expected = await preparedRows<{ key: string; products: number }>(
    db,
    // The card's sale key: marked on sale or lowered by a running promotion (product_card_source).
    sql`select category_id || '/' || is_new || '/' || is_sale as key, count(*)::int as products
      from product_card_source where is_active group by 1 order by 1`,
    'expected_counts',
  );
  expect(counts).toEqual(expected);
}

interface ReadColumn {
  table: string;
  column: string;
  type: string;
  identity: boolean;
}

/** The columns product_card_source reads, as Postgres records the view's dependencies. */
async function columnsTheCardReads(db: DbOrTx): Promise<ReadColumn[]> {
  return preparedRows<ReadColumn>(
    db,
    sql`select distinct t.relname as "table", a.attname as "column", format_type(a.atttypid, null) as type,
        a.attidentity <> '' as identity
      from pg_rewrite r
      join pg_depend d on d.classid = 'pg_rewrite'::regclass and d.objid = r.oid
        and d.refclassid = 'pg_class'::regclass and d.refobjid <> r.ev_class
      join pg_class t on t.oid = d.refobjid
      join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where r.ev_class = 'product_card_source'::regclass
      order by 1, 2`,
    'card_reads',
  );
}

/** Which row of each table the probe changes: one that the probed product's card shows. */
const probedRow = (product: number): Record<string, ReturnType<typeof sql>> => ({
  products: sql`id = ${product}`,
  categories: sql`id = (select category_id from products where id = ${product})`,
  product_variants: sql`id = (select min(id) from product_variants where product_id = ${product})`,
  product_images: sql`id = (select min(id) from product_images where product_id = ${product})`,
  colors: sql`code = (select min(color_code) from product_variants where product_id = ${product})`,
  sizes: sql`code = (select min(size_code) from product_variants where product_id = ${product})`,
  // The first promotion is the probed product's own (beforeAll).
  promotions: sql`id = (select min(id) from promotions)`,
});

/**
 * New values to try for a column of this type (`x` is the row), in order; one that fails (a key, a check) is
 * skipped. The last ones are the column's values in other rows, for keys that must name an existing row.
 */
function changedValues(type: string, column: ReturnType<typeof sql>, others: ReturnType<typeof sql>[]) {
  const byType: Record<string, ReturnType<typeof sql>[]> = {
    integer: [sql`coalesce(${column}, 0) + 1000`, sql`coalesce(${column}, 0) - 1000`],
    text: [sql`coalesce(${column}, '') || 'x'`],
    boolean: [sql`not ${column}`],
    'timestamp with time zone': [sql`${column} + interval '1 day'`],
    jsonb: [
      sql`(select jsonb_object_agg(e.key, case jsonb_typeof(e.value)
          when 'boolean' then to_jsonb(not e.value::boolean)
          when 'number' then to_jsonb(e.value::numeric + 1)
          when 'string' then to_jsonb((e.value #>> '{}') || 'x')
          else e.value end) from jsonb_each(${column}) e)`,
    ],
  };
  return [...(byType[type] ?? []), ...others];
}

type ProbeOutcome = 'stale' | 'followed' | 'not probed';

/**
 * Changes the column in one row the product's card shows, in a transaction rolled back afterwards: 'stale' when
 * some card no longer equals what the definition computes, 'followed' when the cards changed and stayed current.
 */
async function probe(db: DbOrTx, product: number, read: ReadColumn): Promise<ProbeOutcome> {
  const where = probedRow(product)[read.table];
  if (!where)
    throw new Error(`the card reads ${read.table}: say in probedRow which of its rows a card shows`);
  const table = sql.identifier(read.table);
  const column = sql`x.${sql.identifier(read.column)}`;
  const others = [sql`asc`, sql`desc`].map(
    (direction) => sql`(select o.${sql.identifier(read.column)} from ${table} o
      where o.${sql.identifier(read.column)} is distinct from ${column} order by 1 ${direction} limit 1)`,
  );
  const digest = sql`select md5(string_agg(c::text, ',' order by c.id)) as digest from product_cards c`;
  const [before] = await preparedRows<{ digest: string }>(db, digest, 'cards_digest');
  const rollback = new Error('rolled back');
  for (const value of changedValues(read.type, column, others)) {
    let outcome: ProbeOutcome = 'not probed';
    await withTransaction(db, async (tx) => {
      await tx.execute(sql`update ${table} x set ${sql.identifier(read.column)} = ${value} where ${where}`);
      const [after] = await preparedRows<{ digest: string }>(tx, digest, 'cards_digest');
      if ((await staleCards(tx)).length > 0) outcome = 'stale';
      else if (after!.digest !== before!.digest) outcome = 'followed';
      throw rollback;
    }).catch((error: unknown) => {
      if (error !== rollback) outcome = 'not probed';
    });
    if (outcome !== 'not probed') return outcome;
  }
  return 'not probed';
}

/** Each column the card reads, with what changing it did; identity columns (never updated) are left out. */
async function probeEveryColumn(db: DbOrTx, product: number): Promise<Record<string, ProbeOutcome>> {
  const outcomes: Record<string, ProbeOutcome> = {};
  for (const read of await columnsTheCardReads(db)) {
    if (!read.identity) outcomes[`${read.table}.${read.column}`] = await probe(db, product, read);
  }
  return outcomes;
}

describe.each(testDatabaseKinds())('product cards on %s', (kind) => {
  let handle: DatabaseHandle;
  let categories: CategoryRow[];
  /** A product with several variants, colors, sizes and images, on sale with wholesale terms. */
  let probed: number;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    const { db } = handle;
    const root = await createCategory(db, { slug: 'odezhda', name: { ru: 'Одежда' } });
    categories = [root, await createCategory(db, { parent: root }), await createCategory(db)];
    for (const code of colorCodes) await createColor(db, { code });
    for (const code of sizeCodes) await createSize(db, { code });
    const product = await createProduct(db, {
      category: categories[1]!,
      name: { ru: 'Платье «Весна»\tмиди', en: 'Spring "dress"' },
      variants: [
        { colorCode: 'RED', sizeCode: 'L', quantity: 2 },
        { colorCode: 'BLK', sizeCode: 'S', quantity: 0 },
        { colorCode: 'BLK', sizeCode: 'L', quantity: 5 },
        { colorCode: 'WHT', sizeCode: 'M', quantity: 1 },
      ],
      images: [{ isPrimary: true }, { type: 'gallery', colorCode: 'RED' }],
      isSale: true,
      priceKopecks: 199_950,
      originalPriceKopecks: 299_999,
      wholesale: { available: true, enabled: true, discountPercentage: 12.5 },
    });
    probed = product.id;
    for (const category of categories) await createProduct(db, { category });
    // Running promotions cover it by id and by its category; the last one, paused and over, lends the probe
    // values (a discount valid as a percent and as kopecks, a past end) that change what the first one does.
    const hour = 3_600_000;
    await createPromotion(db, {
      target: { scope: 'products', productIds: [probed] },
      discountValue: 20,
      startsAt: new Date(Date.now() - 12 * hour),
      endsAt: new Date(Date.now() + 12 * hour),
    });
    await createPromotion(db, { target: { scope: 'categories', categoryIds: [categories[1]!.id] } });
    await createPromotion(db, {
      target: { scope: 'products', productIds: [] },
      discountType: 'fixed',
      discountValue: 30,
      isActive: false,
      endedAt: new Date(Date.now() - hour),
      endsAt: new Date(Date.now() - hour),
    });
  });
  afterAll(() => handle.close());

  it('a new database fills the cards of the products already there', async () => {
    await expectCardsCurrent(handle.db);
  });

  it('every column a card reads is watched: changing it rebuilds the card', async () => {
    const outcomes = await probeEveryColumn(handle.db, probed);
    expect(Object.keys(outcomes)).toEqual(
      expect.arrayContaining([
        'products.price_kopecks',
        'categories.slug',
        'categories.path',
        'promotions.discount_value',
        'promotions.starts_at',
        'promotions.ends_at',
        'promotions.ended_at',
        'promotions.target',
      ]),
    );
    expect(outcomes).toEqual(Object.fromEntries(Object.keys(outcomes).map((key) => [key, 'followed'])));
  });

  it('the watch test notices a column the triggers do not watch', async () => {
    await handle.db.execute(sql`alter table categories disable trigger categories_cards_update`);
    try {
      const outcomes = await probeEveryColumn(handle.db, probed);
      expect(outcomes).toMatchObject({ 'categories.slug': 'stale', 'categories.name': 'stale' });
    } finally {
      await handle.db.execute(sql`alter table categories enable trigger categories_cards_update`);
    }
  });

  it("the card's price figures are core's", async () => {
    const kopecks = fc.integer({ min: 0, max: 1_000_000_000 });
    await fc.assert(
      fc.asyncProperty(
        kopecks,
        fc.option(kopecks, { nil: null }),
        fc.record({
          available: fc.boolean(),
          enabled: fc.boolean(),
          minQuantity: fc.integer({ min: 1, max: 100 }),
          discountPercentage: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: undefined }),
          wholesalePriceKopecks: fc.option(kopecks, { nil: undefined }),
        }),
        fc.oneof(
          fc.record({
            discountType: fc.constant('percentage' as const),
            discountValue: fc.integer({ min: 1, max: 99 }),
          }),
          fc.record({
            discountType: fc.constant('fixed' as const),
            discountValue: fc.integer({ min: 1, max: 2_000_000_000 }),
          }),
        ),
        async (price, original, terms, promotion) => {
          const [row] = await preparedRows<{
            roubles: string;
            percent: number | null;
            wholesale: string;
            promoted: number;
          }>(
            handle.db,
            sql`select card_roubles(${price}) as roubles,
              card_discount_percent(${price}, ${original}, null)::int as percent,
              card_wholesale(${price}, ${JSON.stringify(terms)}::jsonb, ${promotionPriceOf(price, promotion)}) as wholesale,
              card_promotion_price(${price}, ${promotion.discountType}, ${promotion.discountValue})::float8 as promoted`,
            'card_rules',
          );
          // The wholesale price under the promotion's retail price.
          const wholesale = wholesalePriceOf(
            price,
            { ...terms, available: isWholesaleAvailable({ wholesale: terms }) },
            promotionPriceOf(price, promotion),
          );
          expect(row).toEqual({
            promoted: promotionPriceOf(price, promotion),
            roubles: String(kopecksToRoubles(price)),
            percent: discountPercentOf(price, original),
            wholesale: JSON.stringify({
              available: terms.available,
              enabled: terms.enabled,
              minQuantity: terms.minQuantity,
              wholesalePrice: wholesale ? kopecksToRoubles(wholesale.priceKopecks) : null,
              discountPercentage: wholesale ? wholesale.discountPercentage : null,
              savings: wholesale ? kopecksToRoubles(wholesale.savingsKopecks) : null,
            }),
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  // PGlite has one connection, so only Postgres can run two transactions at once.
  it.runIf(kind === 'postgres')(
    'two transactions adding images to one product at once both reach its card',
    async () => {
      const product = await createProduct(handle.db, { category: categories[0]! });
      const image = (tx: DbOrTx, url: string) =>
        tx.execute(
          sql`insert into product_images (product_id, url, sort_order) values (${product.id}, ${url}, 1)`,
        );
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let firstWrote = () => {};
      const wrote = new Promise<void>((resolve) => {
        firstWrote = resolve;
      });
      const first = withTransaction(handle.db, async (tx) => {
        await image(tx, '/uploads/t/first.webp');
        firstWrote();
        await held;
      });
      await wrote;
      const second = withTransaction(handle.db, (tx) => image(tx, '/uploads/t/second.webp'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await Promise.all([first, second]);
      await expectCardsCurrent(handle.db);
      const [card] = await preparedRows<{ doc: string }>(
        handle.db,
        sql`select doc from product_cards where id = ${product.id}`,
        'card',
      );
      expect(card!.doc).toContain('/uploads/t/first.webp');
      expect(card!.doc).toContain('/uploads/t/second.webp');
    },
  );

  it('random sequences of card-changing writes leave every card equal to the tables', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(writeArbitrary, { minLength: 1, maxLength: 12 }), async (writes) => {
        for (const write of writes) await apply(handle.db, write, categories);
        await expectCardsCurrent(handle.db);
      }),
      { numRuns: 50 },
    );
  }, 240_000);
});
