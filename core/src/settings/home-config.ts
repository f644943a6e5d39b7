/**
 * The home page document (SPEC 3 "Home config", 2 "Home page"), with the home defaults of SPEC 9: featured 8,
 * new arrivals 6, sale 8, a promocode showcase of 4 in a 3-grid and the three default info-bar messages.
 * Empty productIds in a product block mean automatic selection.
 */
import { z } from 'zod';
import { recordId } from '../input-numbers';
import { defaultHomeLayout, type HomeLayoutSection, homeSectionTypes, sectionPaddings } from './home-layout';
import {
  dateTimeSchema,
  defaultDocument,
  hexColorSchema,
  linkSchema,
  positiveInt,
  shortText,
  textList,
} from './settings-primitives';

export const bannerTextPositions = [
  'top-left',
  'top-center',
  'top-right',
  'middle-left',
  'middle-center',
  'middle-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;

export const bannerTextAlignments = ['left', 'center', 'right'] as const;

const itemId = z.string().trim().min(1).max(100);
const order = z.number().int().min(0).max(10_000).default(0);

const infoBarSchema = z.object({
  isEnabled: z.boolean().default(true),
  messages: textList([
    'Бесплатная доставка от {freeShippingFrom}',
    'Новая коллекция уже в каталоге',
    'Скидки до 50%',
  ]),
  backgroundColor: hexColorSchema.default('#1C2A3A'),
  textColor: hexColorSchema.default('#FFFFFF'),
});

const scrollBannerItemSchema = z.object({
  id: itemId,
  title: shortText(''),
  subtitle: shortText('', 500),
  buttonText: shortText('', 60),
  buttonLink: linkSchema.default(''),
  media: z
    .object({
      url: linkSchema.default(''),
      type: z.enum(['image', 'video']).default('image'),
      name: shortText(''),
    })
    .prefault({}),
  backgroundColor: hexColorSchema.default('#1C2A3A'),
  textColor: hexColorSchema.default('#FFFFFF'),
  textPosition: z.enum(bannerTextPositions).default('middle-center'),
  textAlignment: z.enum(bannerTextAlignments).default('center'),
  overlayOpacity: z.number().min(0).max(1).default(0.3),
  isActive: z.boolean().default(true),
  order,
});

const scrollBannerSchema = z.object({
  isEnabled: z.boolean().default(true),
  autoPlay: z.boolean().default(true),
  autoPlayDelay: z.number().int().min(1000).max(60000).default(5000),
  showDots: z.boolean().default(true),
  showArrows: z.boolean().default(true),
  infinite: z.boolean().default(true),
  banners: z.array(scrollBannerItemSchema).default(() => []),
});

const promoBannerItemSchema = z.object({
  id: itemId,
  title: shortText(''),
  description: shortText('', 500),
  /** Shown as written, e.g. "−30%" or "до −50%". */
  discount: shortText('', 30),
  validUntil: dateTimeSchema.nullable().default(null),
  backgroundColor: hexColorSchema.default('#F4EDE6'),
  textColor: hexColorSchema.default('#1C2A3A'),
  buttonText: shortText('', 60),
  buttonLink: linkSchema.default(''),
  backgroundImage: linkSchema.default(''),
  isActive: z.boolean().default(true),
  order,
});

const promoSchema = z.object({
  isEnabled: z.boolean().default(true),
  banners: z.array(promoBannerItemSchema).default(() => []),
});

const productBlockSchema = (title: string, subtitle: string, maxProducts: number) =>
  z
    .object({
      title: shortText(title),
      subtitle: shortText(subtitle, 500),
      productIds: z
        .array(recordId())
        .max(100)
        .default(() => []),
      maxProducts: positiveInt(48).default(maxProducts),
      displayStyle: z.enum(['grid', 'carousel']).default('grid'),
      showPrices: z.boolean().default(true),
      showAddToCart: z.boolean().default(true),
    })
    .prefault({});

export const promocodeCardStyles = ['modern', 'classic', 'minimal'] as const;

const promocodeShowcaseSchema = z.object({
  isEnabled: z.boolean().default(true),
  title: shortText('Промокоды и скидки'),
  subtitle: shortText('Скопируйте код и примените его в корзине', 500),
  selectionMode: z.enum(['manual', 'auto']).default('auto'),
  /** The codes shown in manual mode, in order. */
  promocodeIds: z.array(z.uuid()).default(() => []),
  autoSelectCriteria: z
    .object({
      includeExpiringSoon: z.boolean().default(true),
      includeHighValue: z.boolean().default(true),
      includeLimitedQuantity: z.boolean().default(true),
      includeNewCodes: z.boolean().default(true),
    })
    .prefault({}),
  displaySettings: z
    .object({
      maxPromocodes: positiveInt(12).default(4),
      layout: z.enum(['3-grid', '4-grid']).default('3-grid'),
      cardStyle: z.enum(promocodeCardStyles).default('modern'),
      showTierBadges: z.boolean().default(true),
      showUsageCount: z.boolean().default(true),
      showExpiryCountdown: z.boolean().default(true),
    })
    .prefault({}),
  uiCustomization: z
    .object({
      backgroundColor: hexColorSchema.default('#FFF7F2'),
      accentColor: hexColorSchema.default('#E4606D'),
      copyButtonText: shortText('Копировать', 40),
      copySuccessText: shortText('Скопировано!', 40),
    })
    .prefault({}),
});

const productDisplaySchema = z.object({
  aspectRatio: z.enum(['rectangle', 'square', 'portrait']).default('rectangle'),
  showColorDots: z.boolean().default(true),
  showQuickAddToCart: z.boolean().default(true),
  cardStyle: z.enum(['modern', 'classic', 'minimal']).default('modern'),
});

const sectionSettingsSchema = z.object({
  padding: z.enum(sectionPaddings).default('default'),
  fullWidth: z.boolean().default(false),
  /** Unset means the page's own colors. */
  backgroundColor: hexColorSchema.optional(),
  textColor: hexColorSchema.optional(),
});

const layoutSectionSchema = z.object({
  id: itemId,
  type: z.enum(homeSectionTypes),
  title: shortText(''),
  isVisible: z.boolean().default(true),
  order,
  settings: sectionSettingsSchema.prefault({}),
});

// The zod-free description of a section (home-layout.ts) is what this schema makes.
layoutSectionSchema satisfies z.ZodType<HomeLayoutSection>;

const uniqueIds = (items: { id: string }[]) => new Set(items.map((item) => item.id)).size === items.length;

export const homeConfigSchema = z.object({
  infoBar: infoBarSchema.prefault({}),
  scrollBanner: scrollBannerSchema
    .refine((value) => uniqueIds(value.banners), { message: 'Повторяется id баннера', path: ['banners'] })
    .prefault({}),
  promo: promoSchema
    .refine((value) => uniqueIds(value.banners), { message: 'Повторяется id баннера', path: ['banners'] })
    .prefault({}),
  featuredProducts: productBlockSchema('Популярные товары', 'Выбор наших покупательниц', 8),
  newArrivals: productBlockSchema('Новые поступления', 'Свежие модели этого сезона', 6),
  saleProducts: productBlockSchema('Распродажа', 'Успейте купить со скидкой', 8),
  promocodeShowcase: promocodeShowcaseSchema.prefault({}),
  productDisplay: productDisplaySchema.prefault({}),
  layout: z.array(layoutSectionSchema).refine(uniqueIds, 'Повторяется id секции').default(defaultHomeLayout),
  /** When the document was last saved; null until the first save. */
  lastUpdated: z.iso.datetime({ offset: true }).nullable().default(null),
  isPublished: z.boolean().default(true),
});

export type HomeConfig = z.output<typeof homeConfigSchema>;

export const defaultHomeConfig: HomeConfig = defaultDocument(homeConfigSchema);
