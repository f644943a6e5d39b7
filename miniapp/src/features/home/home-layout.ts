import type { HomeConfig } from '@shop/core';
import { defaultHomeLayout } from '@shop/core/rules';

const block = (title: string, subtitle: string, maxProducts: number) => ({
  title,
  subtitle,
  productIds: [],
  maxProducts,
  displayStyle: 'grid' as const,
  showPrices: true,
  showAddToCart: true,
});

/** What the page shows when no home config arrives at all: core's default home document (a test holds them equal). */
export const fallbackHomeConfig: HomeConfig = {
  infoBar: {
    isEnabled: true,
    messages: [
      'Бесплатная доставка от {freeShippingFrom}',
      'Новая коллекция уже в каталоге',
      'Скидки до 50%',
    ],
    backgroundColor: '#1C2A3A',
    textColor: '#FFFFFF',
  },
  scrollBanner: {
    isEnabled: true,
    autoPlay: true,
    autoPlayDelay: 5000,
    showDots: true,
    showArrows: true,
    infinite: true,
    banners: [],
  },
  promo: { isEnabled: true, banners: [] },
  featuredProducts: block('Популярные товары', 'Выбор наших покупательниц', 8),
  newArrivals: block('Новые поступления', 'Свежие модели этого сезона', 6),
  saleProducts: block('Распродажа', 'Успейте купить со скидкой', 8),
  promocodeShowcase: {
    isEnabled: true,
    title: 'Промокоды и скидки',
    subtitle: 'Скопируйте код и примените его в корзине',
    selectionMode: 'auto',
    promocodeIds: [],
    autoSelectCriteria: {
      includeExpiringSoon: true,
      includeHighValue: true,
      includeLimitedQuantity: true,
      includeNewCodes: true,
    },
    displaySettings: {
      maxPromocodes: 4,
      layout: '3-grid',
      cardStyle: 'modern',
      showTierBadges: true,
      showUsageCount: true,
      showExpiryCountdown: true,
    },
    uiCustomization: {
      backgroundColor: '#FFF7F2',
      accentColor: '#E4606D',
      copyButtonText: 'Копировать',
      copySuccessText: 'Скопировано!',
    },
  },
  productDisplay: {
    aspectRatio: 'rectangle',
    showColorDots: true,
    showQuickAddToCart: true,
    cardStyle: 'modern',
  },
  layout: defaultHomeLayout(),
  lastUpdated: null,
  isPublished: true,
};
