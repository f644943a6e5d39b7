/** An order's day as the shop counts days (core's shop clock), for the reports that group orders by day. */
import { SHOP_TIME_ZONE } from '@shop/core';
import { sql } from 'drizzle-orm';
import { orders } from '../schema';

// The zone is written into the statement rather than bound: the one expression is selected, grouped and ordered
// by, and Postgres matches a GROUP BY expression by its text, which two separate parameters never share.
const zone = sql.raw(`'${SHOP_TIME_ZONE.replaceAll("'", "''")}'`);

export const orderShopDay = sql<string>`to_char(${orders.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`;
