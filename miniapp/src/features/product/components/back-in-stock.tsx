/**
 * Under a sold-out color and size: «Сообщить о поступлении» («...моего размера» for a size of «Мои размеры») for
 * a buyer signed in through Telegram (the bot writes when it is back), the subscribed state with a way to cancel
 * (and, inside Telegram, the ask for leave to write when she has not given it: without it the bot cannot tell
 * her), or how to get there for everyone else.
 */
import { useSnapshot } from 'valtio';
import { ruSizes } from '../../../shared/texts/ru-sizes';
import { button } from '../../../shared/ui/primitives.css';
import { toast } from '../../../shared/ui/toast/toast-store';
import { authStore } from '../../auth';
import { useMySizeCodes } from '../../my-sizes';
import { WriteAccessRequest } from '../../telegram';
import { useStockSubscriptions, useToggleStockSubscription } from '../api/stock-subscriptions';
import * as styles from './product-detail.css';

export function BackInStock({
  productId,
  colorCode,
  sizeCode,
}: {
  productId: string;
  colorCode: string;
  sizeCode: string;
}) {
  const { user } = useSnapshot(authStore);
  const linked = Boolean(user?.telegramLinked);
  const subscriptions = useStockSubscriptions(productId, linked);
  const toggle = useToggleStockSubscription(productId);
  const texts = ruSizes.backInStock;
  const mine = useMySizeCodes().includes(sizeCode);

  if (!linked) {
    return (
      <p className={styles.backInStock} data-testid="back-in-stock">
        {texts.needsTelegram}
      </p>
    );
  }
  const subscribed = subscriptions.data?.variants.some(
    (variant) => variant.colorCode === colorCode && variant.sizeCode === sizeCode,
  );
  const change = (wait: boolean) =>
    toggle.mutate(
      { colorCode, sizeCode, wait },
      { onError: (error) => toast(error instanceof Error ? error.message : texts.failed, { type: 'error' }) },
    );

  if (subscriptions.isError) {
    return (
      <p className={styles.backInStock} role="alert" data-testid="back-in-stock">
        {texts.loadFailed}
      </p>
    );
  }
  return (
    <div className={styles.backInStock} data-testid="back-in-stock">
      {subscribed ? (
        <>
          <p role="status">{texts.subscribed}</p>
          <WriteAccessRequest texts={texts.writeAccess} />
          <button
            type="button"
            className={button({ tone: 'outline', block: true })}
            disabled={toggle.isPending}
            onClick={() => change(false)}
          >
            {texts.cancel}
          </button>
        </>
      ) : (
        <button
          type="button"
          className={button({ tone: 'primary', block: true })}
          disabled={toggle.isPending || subscriptions.isPending}
          onClick={() => change(true)}
        >
          {mine ? texts.subscribeMine : texts.subscribe}
        </button>
      )}
    </div>
  );
}
