import { formatKopecks } from '@shop/core/rules';
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatShopDay } from '../../../lib/shop-dates';
import { dashboardTexts as t } from '../dashboard-texts';
import * as styles from './dashboard.css';

export interface ChartDay {
  day: string;
  orders: number;
  revenueKopecks: number;
}

/**
 * The right axis counts orders: whole steps only, so a quiet period (0 to 2 orders a day) reads 0, 1, 2 and not
 * 0.5 or 1.5.
 */
export const ordersAxis: uPlot.Axis = {
  scale: 'orders',
  side: 1,
  grid: { show: false },
  incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000],
  values: (_u, splits) => splits.map((value) => (Number.isInteger(value) ? String(value) : '')),
};

/** Draws the chart into `element`; the answer undoes it. */
function draw(UPlot: typeof uPlot, element: HTMLDivElement, days: readonly ChartDay[]) {
  const xs = days.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000);
  const data: uPlot.AlignedData = [
    xs,
    days.map((day) => day.revenueKopecks / 100),
    days.map((day) => day.orders),
  ];
  // The legend names the pointed day's figures, and the period's totals while no day is pointed at.
  const totalRevenueKopecks = days.reduce((sum, day) => sum + day.revenueKopecks, 0);
  const totalOrders = days.reduce((sum, day) => sum + day.orders, 0);
  const plot = new UPlot(
    {
      width: element.clientWidth || 600,
      height: 280,
      tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      scales: { x: { time: true }, orders: { range: (_u, _min, max) => [0, Math.max(max, 1)] } },
      axes: [
        { values: (_u, splits) => splits.map((value) => formatShopDay(new Date(value * 1000))) },
        {
          values: (_u, splits) => splits.map((value) => `${Math.round(value).toLocaleString('ru-RU')} ₽`),
          size: 80,
        },
        ordersAxis,
      ],
      series: [
        {
          label: t.seriesDay,
          value: (_u, value) => (value === null ? t.wholePeriod : formatShopDay(new Date(value * 1000))),
        },
        {
          label: t.seriesRevenue,
          stroke: '#3d4fc4',
          fill: 'rgba(61, 79, 196, 0.12)',
          width: 2,
          value: (_u, value) => formatKopecks(value === null ? totalRevenueKopecks : Math.round(value * 100)),
        },
        {
          label: t.seriesOrders,
          scale: 'orders',
          stroke: '#b45309',
          width: 2,
          points: { show: true },
          value: (_u, value) => String(value ?? totalOrders),
        },
      ],
    },
    data,
    element,
  );
  const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: 280 }));
  resize.observe(element);
  return () => {
    resize.disconnect();
    plot.destroy();
  };
}

/**
 * Revenue (left axis) and orders (right axis) per day, drawn on a canvas by uPlot and resized with its box;
 * `label` tells a screen reader the period's totals.
 */
export function RevenueChart({ perDay, label }: { perDay: readonly ChartDay[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let cancelled = false;
    let cleanup = () => {};
    // The library is loaded with the chart, not with the page: it reads the screen (matchMedia) when imported.
    import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      cleanup = draw(UPlot, element, perDay);
    });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [perDay]);

  return <div ref={box} className={styles.chart} role="img" aria-label={label} />;
}
