/**
 * The shop's clock: Moscow time, UTC+3 all year (Russia has kept no summer time since 2014). Report days, day
 * filters, dates in tables, messages and files, and the database's grouping by day all take the zone from here.
 */

export const SHOP_TIME_ZONE = 'Europe/Moscow';

/** The zone's offset from UTC, for ISO date-times of a shop day; fixed, since the zone has no summer time. */
export const SHOP_UTC_OFFSET = '+03:00';

const DAY_MS = 86_400_000;

/** A date format of the shop's time zone (Russian unless told). */
export const shopDateFormat = (options: Intl.DateTimeFormatOptions, locale = 'ru-RU'): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: SHOP_TIME_ZONE });

// Swedish writes dates as YYYY-MM-DD.
const isoDayFormat = shopDateFormat({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'sv-SE');

/** The shop's calendar day of an instant, as YYYY-MM-DD. */
export const shopDayOf = (instant: Date | number | string): string => isoDayFormat.format(new Date(instant));

/** The start of a shop day (YYYY-MM-DD) as an ISO date-time with the shop's offset. */
export const shopDayStartIso = (day: string): string => `${day}T00:00:00${SHOP_UTC_OFFSET}`;

/** The last second of a shop day as an ISO date-time, for terms that run until the end of the day. */
export const shopDayEndIso = (day: string): string => `${day}T23:59:59${SHOP_UTC_OFFSET}`;

/** The instant a shop day begins; an invalid date when the text is no such day. */
export const shopDayStart = (day: string): Date => new Date(shopDayStartIso(day));

/** The calendar day `days` after (or, negative, before) a YYYY-MM-DD day. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
