/**
 * When an order's money arrives. Cash and a card handed to the courier are paid at the door, so delivery makes
 * such an order paid; online payment and bank transfer are paid when the payment itself is confirmed.
 */
const PAID_AT_THE_DOOR: ReadonlySet<string> = new Set(['cash', 'card_on_delivery']);

export const isPaidOnDelivery = (paymentMethod: string): boolean => PAID_AT_THE_DOOR.has(paymentMethod);
