/** The bot's view of payments in Telegram, answered by the shop's payment service. */
import type { ShopPayments } from '@shop/bot';
import type { TelegramPayments } from '../services/payments/telegram-payments';

export function botPayments(payments: TelegramPayments): ShopPayments {
  return {
    check: (question) => payments.checkPreCheckout(question),
    confirm: (payment) => payments.confirmPayment(payment),
  };
}
