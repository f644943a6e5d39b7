/**
 * Every date and time the admin app shows, in the shop's time zone whatever the staff computer's zone is, so
 * an order, a log row and a saved draft of the same minute read the same.
 */
import { SHOP_UTC_OFFSET, shopDateFormat } from '@shop/core/rules';

type Instant = Date | number | string;

const dateTime = shopDateFormat({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const date = shopDateFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });
// A shop day (YYYY-MM-DD) is a calendar day already: read at UTC midnight it stays that day.
const dayMonth = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });

/** «23.11.2026, 13:00» */
export const formatDateTime = (instant: Instant): string => dateTime.format(new Date(instant));

/** «23.11.2026» */
export const formatDate = (instant: Instant): string => date.format(new Date(instant));

/** A shop day as «23.11»; `day` is YYYY-MM-DD or that day's UTC midnight. */
export const formatShopDay = (day: string | Date): string =>
  dayMonth.format(typeof day === 'string' ? new Date(`${day}T00:00:00Z`) : day);

// Swedish writes a date and time as «2026-12-01 10:30».
const inputDateTime = shopDateFormat(
  { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  'sv-SE',
);

/** An instant as a date-and-time field shows it (YYYY-MM-DDTHH:mm) on the shop's clock. */
export const shopDateTimeInputOf = (instant: Instant): string =>
  inputDateTime.format(new Date(instant)).replace(' ', 'T');

/** A date-and-time field's value (YYYY-MM-DDTHH:mm, the shop's clock) as an ISO date-time with the shop's offset. */
export const shopDateTimeIsoOf = (value: string): string => `${value}:00${SHOP_UTC_OFFSET}`;
