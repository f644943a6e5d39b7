/** The demo catalogue's fixed vocabulary: colors, sizes, the category tree and the shape of a product entry. */
import type { ProductType } from '@shop/core';
import type { LocalizedText, ProductAttributes } from '../schema';

/** The fallback palette of SPEC 3 "Color mapping", in the order the storefront lists it. */
export const seedColors = [
  { code: 'RED', hex: '#D32F2F', name: { ru: 'Красный', en: 'Red', vi: 'Đỏ' } },
  { code: 'BLK', hex: '#1A1A1A', name: { ru: 'Чёрный', en: 'Black', vi: 'Đen' } },
  { code: 'WHT', hex: '#FFFFFF', name: { ru: 'Белый', en: 'White', vi: 'Trắng' } },
  { code: 'BLU', hex: '#1E66C8', name: { ru: 'Синий', en: 'Blue', vi: 'Xanh dương' } },
  { code: 'GRN', hex: '#2E7D32', name: { ru: 'Зелёный', en: 'Green', vi: 'Xanh lá' } },
  { code: 'PNK', hex: '#F4A6C0', name: { ru: 'Розовый', en: 'Pink', vi: 'Hồng' } },
  { code: 'YLW', hex: '#F6C945', name: { ru: 'Жёлтый', en: 'Yellow', vi: 'Vàng' } },
  { code: 'GRY', hex: '#9E9E9E', name: { ru: 'Серый', en: 'Grey', vi: 'Xám' } },
  { code: 'NVY', hex: '#1F2A56', name: { ru: 'Тёмно-синий', en: 'Navy', vi: 'Xanh navy' } },
  { code: 'BGE', hex: '#D8C3A5', name: { ru: 'Бежевый', en: 'Beige', vi: 'Be' } },
  { code: 'BRG', hex: '#800020', name: { ru: 'Бордовый', en: 'Burgundy', vi: 'Đỏ đô' } },
  { code: 'CRL', hex: '#FF7F50', name: { ru: 'Коралловый', en: 'Coral', vi: 'San hô' } },
  { code: 'SGE', hex: '#9CAF88', name: { ru: 'Шалфейный', en: 'Sage', vi: 'Xanh xô thơm' } },
  { code: 'TRQ', hex: '#30C5C0', name: { ru: 'Бирюзовый', en: 'Turquoise', vi: 'Xanh ngọc' } },
] as const satisfies readonly { code: string; hex: string; name: LocalizedText }[];

export type ColorCode = (typeof seedColors)[number]['code'];

export const colorHex = (code: ColorCode): string =>
  seedColors.find((color) => color.code === code)?.hex ?? '#CCCCCC';

export const clothingSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const shoeSizes = ['35', '36', '37', '38', '39', '40', '41'] as const;
export const ONE_SIZE = 'ONE';
export type SizeCode = (typeof clothingSizes)[number] | (typeof shoeSizes)[number] | typeof ONE_SIZE;

export const seedSizes: {
  code: SizeCode;
  name: LocalizedText;
  productType: ProductType;
  sortOrder: number;
}[] = [
  ...clothingSizes.map((code, index) => ({
    code,
    name: { ru: code, en: code, vi: code },
    productType: 'clothing' as const,
    sortOrder: 10 + index,
  })),
  ...shoeSizes.map((code, index) => ({
    code,
    name: { ru: code, en: `EU ${code}`, vi: code },
    productType: 'footwear' as const,
    sortOrder: 30 + index,
  })),
  {
    code: ONE_SIZE,
    name: { ru: 'Единый размер', en: 'One size', vi: 'Một cỡ' },
    productType: 'accessories',
    sortOrder: 50,
  },
];

/** A run of clothing or shoe sizes, both ends included. */
export function sizeRange<S extends readonly string[]>(
  scale: S,
  from: S[number],
  to: S[number],
): S[number][] {
  return scale.slice(scale.indexOf(from), scale.indexOf(to) + 1);
}

/** Which drawing a product's images use. */
export type GarmentKind =
  | 'dress'
  | 'blouse'
  | 'skirt'
  | 'trousers'
  | 'coat'
  | 'knit'
  | 'sneakers'
  | 'pumps'
  | 'loafers'
  | 'boots'
  | 'sandals'
  | 'bag'
  | 'belt'
  | 'scarf'
  | 'necklace'
  | 'earrings'
  | 'studs';

interface CategorySeed {
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  kind: GarmentKind;
  color: ColorCode;
}

interface RootCategorySeed extends CategorySeed {
  productType: ProductType;
  children: CategorySeed[];
}

const category = (
  slug: string,
  ru: string,
  en: string,
  vi: string,
  kind: GarmentKind,
  color: ColorCode,
  description: [string, string],
): CategorySeed => ({
  slug,
  name: { ru, en, vi },
  description: { ru: description[0], en: description[1] },
  kind,
  color,
});

/** The three built-in categories of SPEC 7 with their subcategories. */
export const seedCategoryTree: RootCategorySeed[] = [
  {
    ...category('zhenskaya-odezhda', 'Женская одежда', "Women's clothing", 'Quần áo nữ', 'dress', 'CRL', [
      'Платья, блузки, юбки, брюки, верхняя одежда и трикотаж',
      'Dresses, blouses, skirts, trousers, outerwear and knitwear',
    ]),
    productType: 'clothing',
    children: [
      category('platya', 'Платья', 'Dresses', 'Váy đầm', 'dress', 'SGE', [
        'Платья на каждый день и на выход',
        'Dresses for every day and evenings out',
      ]),
      category('bluzki-i-rubashki', 'Блузки и рубашки', 'Blouses & shirts', 'Áo sơ mi', 'blouse', 'WHT', [
        'Блузки, рубашки и топы',
        'Blouses, shirts and tops',
      ]),
      category('yubki', 'Юбки', 'Skirts', 'Chân váy', 'skirt', 'PNK', [
        'Юбки мини, миди и макси',
        'Mini, midi and maxi skirts',
      ]),
      category(
        'bryuki-i-dzhinsy',
        'Брюки и джинсы',
        'Trousers & jeans',
        'Quần dài và jeans',
        'trousers',
        'BLU',
        ['Джинсы, классические брюки и джоггеры', 'Jeans, tailored trousers and joggers'],
      ),
      category('verkhnyaya-odezhda', 'Верхняя одежда', 'Outerwear', 'Áo khoác', 'coat', 'BGE', [
        'Пальто, тренчи, куртки и пуховики',
        'Coats, trench coats, jackets and down coats',
      ]),
      category('trikotazh', 'Трикотаж', 'Knitwear', 'Đồ dệt kim', 'knit', 'GRY', [
        'Свитеры, кардиганы, водолазки и худи',
        'Sweaters, cardigans, turtlenecks and hoodies',
      ]),
    ],
  },
  {
    ...category('zhenskaya-obuv', 'Женская обувь', "Women's footwear", 'Giày nữ', 'pumps', 'RED', [
      'Кроссовки, туфли, ботинки и сандалии',
      'Sneakers, shoes, boots and sandals',
    ]),
    productType: 'footwear',
    children: [
      category('krossovki', 'Кроссовки', 'Sneakers', 'Giày thể thao', 'sneakers', 'WHT', [
        'Кроссовки и кеды',
        'Sneakers and plimsolls',
      ]),
      category('tufli', 'Туфли', 'Shoes', 'Giày', 'pumps', 'BLK', [
        'Лодочки, лоферы, мюли и балетки',
        'Pumps, loafers, mules and ballet flats',
      ]),
      category('botinki', 'Ботинки', 'Boots', 'Bốt', 'boots', 'BRG', [
        'Челси, ботинки на шнуровке и полусапожки',
        'Chelsea, lace-up and ankle boots',
      ]),
      category('sandalii', 'Сандалии', 'Sandals', 'Dép xăng đan', 'sandals', 'BGE', [
        'Сандалии, босоножки и шлёпанцы',
        'Sandals and slides',
      ]),
    ],
  },
  {
    ...category('aksessuary', 'Аксессуары', 'Accessories', 'Phụ kiện', 'bag', 'BRG', [
      'Сумки, ремни, шарфы и украшения',
      'Bags, belts, scarves and jewellery',
    ]),
    productType: 'accessories',
    children: [
      category('sumki', 'Сумки', 'Bags', 'Túi xách', 'bag', 'BLK', [
        'Тоуты, сумки через плечо, рюкзаки и клатчи',
        'Totes, crossbody bags, backpacks and clutches',
      ]),
      category('remni', 'Ремни', 'Belts', 'Thắt lưng', 'belt', 'BGE', [
        'Кожаные ремни и пояса',
        'Leather belts and waist belts',
      ]),
      category('sharfy-i-platki', 'Шарфы и платки', 'Scarves & shawls', 'Khăn', 'scarf', 'TRQ', [
        'Шёлковые платки, шарфы и палантины',
        'Silk squares, scarves and stoles',
      ]),
      category('ukrasheniya', 'Украшения', 'Jewellery', 'Trang sức', 'necklace', 'PNK', [
        'Серьги, колье и подвески',
        'Earrings, necklaces and pendants',
      ]),
    ],
  },
];

type SubcategorySlug =
  | 'platya'
  | 'bluzki-i-rubashki'
  | 'yubki'
  | 'bryuki-i-dzhinsy'
  | 'verkhnyaya-odezhda'
  | 'trikotazh'
  | 'krossovki'
  | 'tufli'
  | 'botinki'
  | 'sandalii'
  | 'sumki'
  | 'remni'
  | 'sharfy-i-platki'
  | 'ukrasheniya';

/** One product of the demo catalogue; stock, wholesale terms and dates are drawn from the seeded PRNG. */
export interface ProductSeed {
  /** Base SKU such as DR-0001; variant SKUs append the color and size codes. */
  sku: string;
  category: SubcategorySlug;
  kind: GarmentKind;
  name: { ru: string; en: string };
  description: { ru: string; en: string };
  priceKopecks: number;
  /** Set only for products on sale. */
  originalPriceKopecks?: number;
  colors: ColorCode[];
  sizes: SizeCode[];
  attributes: ProductAttributes;
  isNew?: boolean;
  isFeatured?: boolean;
  /** Every variant at 0. */
  soldOut?: boolean;
  /** Retail off, wholesale on. */
  wholesaleOnly?: boolean;
  /** false keeps the product out of wholesale. */
  wholesale?: false;
}

/** Care texts used by several products. */
export const care = {
  delicate: 'Деликатная стирка при 30 °C, не отбеливать, гладить при средней температуре',
  hand: 'Ручная стирка при 30 °C, сушить в расправленном виде',
  wool: 'Ручная стирка при 30 °C, сушить горизонтально, не отжимать',
  dryClean: 'Только химчистка',
  cotton: 'Стирка при 40 °C, гладить с изнанки',
  wipe: 'Протирать влажной тканью, не стирать',
  leather: 'Протирать влажной салфеткой, обрабатывать кремом для кожи',
  suede: 'Чистить щёткой для замши, обработать водоотталкивающей пропиткой',
  textileShoes: 'Машинная стирка при 30 °C в мешке для обуви',
  bag: 'Протирать мягкой сухой тканью, хранить в пыльнике',
  jewellery: 'Беречь от влаги и косметики, хранить в отдельном мешочке',
} as const;
