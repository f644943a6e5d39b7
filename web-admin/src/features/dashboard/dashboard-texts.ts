// The Russian texts of the dashboard.
import { pluralize } from '@shop/core/rules';

export const dashboardTexts = {
  period: 'Период',
  periods: { 7: '7 дней', 30: '30 дней', 90: '90 дней' } as Record<number, string>,
  orders: 'Заказов',
  revenue: 'Выручка',
  average: 'Средний чек',
  withoutCancelled: 'без отменённых',
  chartTitle: 'Выручка и заказы по дням',
  chartLabel: (days: number, orders: number, revenue: string) =>
    `График за ${pluralize(days, 'day')}: заказов ${orders}, выручка ${revenue}`,
  seriesDay: 'День',
  seriesRevenue: 'Выручка',
  seriesOrders: 'Заказы',
  /** The legend's day while no day is pointed at: it then shows the period's totals. */
  wholePeriod: 'весь период',
  byStatus: 'Заказы по статусам',
  topProducts: 'Лидеры продаж',
  noSales: 'Продаж за период нет',
  sold: (quantity: number) => `${quantity} шт.`,
  lowStock: 'Заканчиваются',
  lowStockEmpty: 'Все варианты в достатке',
  left: (quantity: number) => `осталось ${quantity}`,
  recentOrders: 'Последние заказы',
  noOrders: 'Заказов пока нет',
  allOrders: 'Все заказы',
};
