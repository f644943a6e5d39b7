import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export interface ShippingMethodDetails {
  carrier?: string;
  trackingAvailable?: boolean;
  pickupAddress?: string;
  notes?: string;
  /** A pickup place's coordinates (degrees), both or neither: the checkout sorts pickup places by distance. */
  latitude?: number | null;
  longitude?: number | null;
}

export const shippingMethods = pgTable('shipping_methods', {
  /** A readable slug such as courier or pickup, referred to by orders and settings. */
  id: text().primaryKey(),
  name: text().notNull(),
  description: text(),
  priceKopecks: integer().notNull(),
  /** Orders from this value ship free with this method; null means never free. */
  freeFromKopecks: integer(),
  estimatedDays: text().notNull(),
  minOrderValueKopecks: integer(),
  maxOrderValueKopecks: integer(),
  /** Region codes such as moscow; an empty list means every region. */
  regions: text().array().notNull().default([]),
  isActive: boolean().notNull().default(true),
  isDefault: boolean().notNull().default(false),
  sortOrder: integer().notNull().default(0),
  details: jsonb().$type<ShippingMethodDetails>().notNull().default({}),
  ...timestamps,
});
