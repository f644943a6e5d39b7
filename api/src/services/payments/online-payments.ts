/** Which online payments this instance can take, from its environment: ЮKassa's keys, the bot's provider token. */
import type { AppDeps } from '../../deps';
import { canPayInTelegram } from './telegram-payments';

export function onlinePaymentsOf(deps: Pick<AppDeps, 'config' | 'paymentsBotApi'>) {
  return {
    yookassa: deps.config.yookassa !== undefined,
    telegram: canPayInTelegram({
      providerToken: deps.config.paymentProviderToken,
      botApi: deps.paymentsBotApi,
    }),
  };
}
