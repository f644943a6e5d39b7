/**
 * The info bar's messages may name the free-shipping threshold through a placeholder, so the strip never
 * promises other terms than checkout applies: the api fills it from the shipping methods.
 */
import { formatKopecks } from '../money';

export const FREE_SHIPPING_FROM_PLACEHOLDER = '{freeShippingFrom}';

/** The messages with the threshold written in; those that name it are left out when shipping is never free. */
export function infoBarMessagesWith(
  messages: readonly string[],
  freeShippingFromKopecks: number | null,
): string[] {
  if (freeShippingFromKopecks === null) {
    return messages.filter((message) => !message.includes(FREE_SHIPPING_FROM_PLACEHOLDER));
  }
  const amount = formatKopecks(freeShippingFromKopecks);
  return messages.map((message) => message.replaceAll(FREE_SHIPPING_FROM_PLACEHOLDER, amount));
}
