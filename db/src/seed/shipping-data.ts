/** The demo shop's shipping methods (SPEC 3 "Shipping method"); courier is the default of SPEC 9. */
import type { shippingMethods } from '../schema';

type ShippingMethodRow = typeof shippingMethods.$inferInsert;

const SHOWROOM_ADDRESS = 'Москва, ул. Покровка, 17, стр. 2';

export const seedShippingMethods: ShippingMethodRow[] = [
  {
    id: 'courier',
    name: 'Курьерская доставка',
    description: 'Курьер до двери по Москве и области, можно примерить перед оплатой',
    priceKopecks: 30000,
    freeFromKopecks: 300000,
    estimatedDays: '1-2 рабочих дня',
    regions: ['moscow', 'moscow_region'],
    isDefault: true,
    sortOrder: 0,
    details: {
      carrier: 'Курьерская служба магазина',
      trackingAvailable: false,
      notes: 'Интервалы доставки: 10:00–14:00, 14:00–18:00, 18:00–22:00',
    },
  },
  {
    id: 'pickup',
    name: 'Самовывоз из шоурума',
    description: 'Заберите заказ в нашем шоуруме в центре Москвы',
    priceKopecks: 0,
    freeFromKopecks: null,
    estimatedDays: '1 рабочий день',
    regions: ['moscow'],
    sortOrder: 1,
    details: {
      pickupAddress: SHOWROOM_ADDRESS,
      notes: 'Ежедневно с 11:00 до 20:00, заказ хранится 7 дней',
      latitude: 55.7595,
      longitude: 37.6455,
    },
  },
  {
    id: 'russian_post',
    name: 'Почта России',
    description: 'Посылка первого класса в любое отделение',
    priceKopecks: 35000,
    freeFromKopecks: 500000,
    estimatedDays: '5-12 рабочих дней',
    regions: [],
    sortOrder: 2,
    details: { carrier: 'Почта России', trackingAvailable: true },
  },
  {
    id: 'cdek',
    name: 'СДЭК',
    description: 'До пункта выдачи СДЭК или курьером СДЭК по всей России',
    priceKopecks: 39000,
    freeFromKopecks: 500000,
    estimatedDays: '2-5 рабочих дней',
    regions: [],
    sortOrder: 3,
    details: { carrier: 'СДЭК', trackingAvailable: true },
  },
];
