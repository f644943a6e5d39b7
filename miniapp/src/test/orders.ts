/** Order fixtures shaped like the API's answer: a new, unpaid cash order of one buyer, 1 500 ₽ + 300 ₽ shipping. */
import type { Order } from '../features/orders/api/order-calls';

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: '7d0f2f0e-5d7c-4a8e-9a57-2f1f3c1a9b10',
    number: 1042,
    status: 'pending',
    statusLabel: 'Новый',
    paymentStatus: 'unpaid',
    paymentStatusLabel: 'Не оплачен',
    paidAt: null,
    paymentMethod: 'cash',
    paymentDueAt: null,
    paymentConfirmationUrl: null,
    customer: { name: 'Анна Смирнова', phone: '+79001234567' },
    address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
    items: [],
    shipping: { methodId: 'courier', name: 'Курьерская доставка', feeKopecks: 30_000 },
    promocode: null,
    totals: {
      subtotalKopecks: 150_000,
      discountKopecks: 0,
      shippingKopecks: 30_000,
      paymentFeeKopecks: 5_400,
      totalKopecks: 185_400,
    },
    comment: null,
    source: 'web',
    createdAt: '2026-11-23T14:00:00.000Z',
    cancelledAt: null,
    ...overrides,
  };
}
