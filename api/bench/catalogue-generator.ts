/**
 * A large synthetic catalogue for the speed benchmarks: Russian product names and descriptions drawn from a
 * garment vocabulary, 12 variants a product, two images each, loaded with multi-row inserts of a few thousand
 * rows per statement, then VACUUM ANALYZE (trigram and full-text indexes are ignored by the planner until then).
 */
import { fallbackColors } from '@shop/core';
import { migrateDatabase, openDatabase } from '@shop/db';
import postgres from 'postgres';

const roots = [
  {
    slug: 'odezhda',
    name: 'Женская одежда',
    type: 'clothing',
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    children: [
      ['platya', 'Платья', ['платье', 'сарафан']],
      ['bluzki', 'Блузки и рубашки', ['блузка', 'рубашка', 'блуза']],
      ['yubki', 'Юбки', ['юбка']],
      ['bryuki', 'Брюки и джинсы', ['брюки', 'джинсы', 'шорты']],
      ['trikotazh', 'Трикотаж', ['свитер', 'кардиган', 'джемпер', 'водолазка']],
      ['verhnyaya', 'Верхняя одежда', ['пальто', 'тренч', 'куртка', 'жакет', 'пуховик']],
    ],
  },
  {
    slug: 'obuv',
    name: 'Женская обувь',
    type: 'footwear',
    sizes: ['35', '36', '37', '38', '39', '40', '41'],
    children: [
      ['krossovki', 'Кроссовки и кеды', ['кроссовки', 'кеды']],
      ['tufli', 'Туфли', ['туфли', 'лоферы', 'балетки', 'мюли']],
      ['botinki', 'Ботинки и сапоги', ['ботинки', 'сапоги', 'челси', 'полусапожки']],
      ['sandalii', 'Сандалии', ['сандалии', 'шлёпанцы', 'босоножки']],
    ],
  },
  {
    slug: 'aksessuary',
    name: 'Аксессуары',
    type: 'accessories',
    sizes: ['ONE'],
    children: [
      ['sumki', 'Сумки', ['сумка', 'рюкзак', 'клатч', 'шопер']],
      ['remni', 'Ремни', ['ремень', 'пояс']],
      ['sharfy', 'Шарфы и платки', ['шарф', 'платок', 'палантин', 'снуд']],
      ['ukrasheniya', 'Украшения', ['серьги', 'колье', 'браслет', 'кольцо', 'кулон']],
    ],
  },
] as const;

const adjectives = [
  'льняной',
  'хлопковый',
  'шёлковый',
  'трикотажный',
  'кожаный',
  'замшевый',
  'вечерний',
  'летний',
  'базовый',
  'классический',
  'приталенный',
  'свободный',
  'укороченный',
  'удлинённый',
  'вязаный',
  'атласный',
  'бархатный',
  'джинсовый',
  'твидовый',
  'кашемировый',
  'шерстяной',
  'лёгкий',
  'тёплый',
  'стёганый',
  'плиссированный',
];
const details = [
  'с поясом',
  'в полоску',
  'в клетку',
  'с принтом',
  'на пуговицах',
  'с карманами',
  'на молнии',
  'с вышивкой',
  'на запахе',
  'с воланами',
  'с разрезом',
  'оверсайз',
  'в горошек',
  'с бахромой',
  'на шнуровке',
  'с пряжкой',
];
const collections = [
  'Ирина',
  'Марина',
  'Светлана',
  'Ольга',
  'Вера',
  'Надежда',
  'Любовь',
  'Алиса',
  'Полина',
  'Дарья',
  'Ксения',
  'Весна',
  'Лето',
  'Осень',
  'Зима',
  'Москва',
  'Париж',
  'Милан',
  'Рига',
  'Нева',
  'Волга',
  'Байкал',
  'Алтай',
];
const materials = [
  'льна',
  'хлопка',
  'шёлка',
  'вискозы',
  'шерсти',
  'кашемира',
  'кожи',
  'замши',
  'денима',
  'трикотажа',
];
const sentences = [
  'Хорошо держит форму и не мнётся.',
  'Подходит и для офиса, и для прогулок.',
  'Мягкая ткань приятна к телу.',
  'Сочетается с джинсами и юбками.',
  'Легко стирается и быстро сохнет.',
  'Модель садится по фигуре.',
  'Идеально для путешествий.',
  'Выполнено вручную небольшими партиями.',
];
const colorCodes = Object.keys(fallbackColors);

/** Deterministic, so that runs compare. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick };
}

export interface GeneratedCatalogue {
  products: number;
  variants: number;
  categorySlugs: string[];
  /** Ids of the active products (the 3% inactive ones answer 404). */
  activeProductIds: number[];
  loadSeconds: number;
}

export async function generateCatalogue(
  url: string,
  options: { products: number; variantsPerProduct?: number },
): Promise<GeneratedCatalogue> {
  const started = performance.now();
  const handle = await openDatabase({ url, dataDir: 'memory://', maxConnections: 2 });
  await migrateDatabase(handle);
  await handle.close();

  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const rnd = random(42);
  const variantsPerProduct = options.variantsPerProduct ?? 12;
  try {
    await sql`insert into colors ${sql(
      colorCodes.map((code, index) => ({
        code,
        name: { ru: code },
        hex: '#CCCCCC',
        sort_order: index,
      })),
    )}`;
    const sizeRows = roots.flatMap((root) =>
      root.sizes.map((code, index) => ({
        code,
        name: { ru: code },
        product_type: root.type,
        sort_order: index,
      })),
    );
    await sql`insert into sizes ${sql(sizeRows)}`;

    const leaves: { id: number; slug: string; words: readonly string[]; sizes: readonly string[] }[] = [];
    for (const [rootIndex, root] of roots.entries()) {
      const [rootRow] = await sql<
        { id: number }[]
      >`insert into categories (slug, name, level, path, product_type,
        show_on_homepage, homepage_order, sort_order)
        values (${root.slug}, ${sql.json({ ru: root.name })}, 0, '/', ${root.type}, true, ${rootIndex}, ${rootIndex})
        returning id`;
      const rootId = rootRow!.id;
      await sql`update categories set path = ${`/${rootId}/`} where id = ${rootId}`;
      for (const [childIndex, [slug, name, words]] of root.children.entries()) {
        const [row] = await sql<{ id: number }[]>`insert into categories (parent_id, slug, name, level, path,
          product_type, sort_order)
          values (${rootId}, ${slug}, ${sql.json({ ru: name })}, 1, '/', ${root.type}, ${childIndex})
          returning id`;
        await sql`update categories set path = ${`/${rootId}/${row!.id}/`} where id = ${row!.id}`;
        leaves.push({ id: row!.id, slug, words, sizes: root.sizes });
      }
    }

    const now = Date.now();
    const chunk = 2000;
    let variantCount = 0;
    for (let start = 0; start < options.products; start += chunk) {
      const productRows = [];
      const shapes: { leaf: (typeof leaves)[number]; colors: string[] }[] = [];
      for (let i = start; i < Math.min(options.products, start + chunk); i++) {
        const leaf = rnd.pick(leaves);
        const noun = rnd.pick(leaf.words);
        const name = `${rnd.pick(adjectives)} ${noun} ${rnd.pick(details)} «${rnd.pick(collections)}»`;
        const price = rnd.int(8, 250) * 10_000;
        const isSale = rnd.next() < 0.2;
        const wholesale = rnd.next() < 0.7;
        productRows.push({
          category_id: leaf.id,
          base_sku: `GEN-${i + 1}`,
          name: { ru: name.charAt(0).toUpperCase() + name.slice(1) },
          description: {
            ru: `${noun.charAt(0).toUpperCase() + noun.slice(1)} из ${rnd.pick(materials)}. ${rnd.pick(sentences)} ${rnd.pick(sentences)}`,
          },
          price_kopecks: price,
          original_price_kopecks: isSale ? Math.round(price * 1.3) : null,
          is_sale: isSale,
          is_new: rnd.next() < 0.1,
          is_active: rnd.next() < 0.97,
          is_featured: rnd.next() < 0.02,
          sold_count: rnd.int(0, 500),
          retail: {
            enabled: true,
            allowPurchase: true,
            hidePrice: false,
            showWholesalePrice: wholesale,
          },
          wholesale: wholesale
            ? { available: true, enabled: true, minQuantity: 5, discountPercentage: 15 }
            : { available: false, enabled: false, minQuantity: 0 },
          attributes: { composition: '100% хлопок', country: 'Россия' },
          created_at: new Date(now - rnd.int(0, 365 * 24 * 3600) * 1000),
        });
        const colorCount = Math.max(1, Math.ceil(variantsPerProduct / leaf.sizes.length));
        const offset = rnd.int(0, colorCodes.length - 1);
        shapes.push({
          leaf,
          colors: Array.from(
            { length: Math.min(colorCount, colorCodes.length) },
            (_, k) => colorCodes[(offset + k) % colorCodes.length]!,
          ),
        });
      }
      const ids = await sql<{ id: number }[]>`insert into products ${sql(productRows)} returning id`;
      const variantRows = [];
      const imageRows = [];
      for (const [index, { id }] of ids.entries()) {
        const shape = shapes[index]!;
        let made = 0;
        for (const color of shape.colors) {
          for (const size of shape.leaf.sizes) {
            if (made++ >= variantsPerProduct) break;
            variantRows.push({
              product_id: id,
              color_code: color,
              size_code: size,
              quantity: rnd.next() < 0.15 ? 0 : rnd.int(1, 30),
              sku: `GEN-${id}-${color}-${size}`,
            });
          }
        }
        imageRows.push(
          {
            product_id: id,
            url: `/uploads/gen/${id}-1.webp`,
            is_primary: true,
            type: 'main',
            sort_order: 0,
            width: 800,
            height: 1067,
          },
          {
            product_id: id,
            url: `/uploads/gen/${id}-2.webp`,
            is_primary: false,
            type: 'gallery',
            sort_order: 1,
            width: 800,
            height: 1067,
          },
        );
      }
      for (let v = 0; v < variantRows.length; v += 5000) {
        await sql`insert into product_variants ${sql(variantRows.slice(v, v + 5000))}`;
      }
      await sql`insert into product_images ${sql(imageRows)}`;
      variantCount += variantRows.length;
    }
    await sql`vacuum analyze`;
    const active = await sql<{ id: number }[]>`select id from products where is_active order by id`;
    return {
      activeProductIds: active.map((row) => row.id),
      products: options.products,
      variants: variantCount,
      categorySlugs: [...roots.map((root) => root.slug), ...leaves.map((leaf) => leaf.slug)],
      loadSeconds: (performance.now() - started) / 1000,
    };
  } finally {
    await sql.end();
  }
}
