/**
 * "В историю" beside "Поделиться", inside Telegram only and only where the client has the story editor (Mini Apps
 * 7.8): the product's JPEG (the one Telegram gets for the product's cards) with its name and a link back to it.
 */
import { telegramPhotoUrls } from '@shop/core/rules';
import { useEffect, useState } from 'react';
import { ru } from '../../../shared/texts/ru';
import { useBotUsername } from '../../settings';
import { canShareToStory, productStartParam, shareToStory } from '../../telegram';
import * as styles from './product-detail.css';

export function ShareStoryButton({ product }: { product: { id: number; name: string; imageUrl?: string } }) {
  const [available, setAvailable] = useState(false);
  const botUsername = useBotUsername();
  useEffect(() => {
    let live = true;
    void canShareToStory().then((can) => {
      if (live) setAvailable(can);
    });
    return () => {
      live = false;
    };
  }, []);

  const jpeg = product.imageUrl ? telegramPhotoUrls(product.imageUrl)?.photo : undefined;
  if (!available || !jpeg) return null;
  // The link opens the product in the mini-app; while the bot's name is unknown (no bot), its web address.
  const productUrl = botUsername
    ? `https://t.me/${botUsername}?startapp=${productStartParam(product.id)}`
    : new URL(`/product/${product.id}`, window.location.origin).toString();
  return (
    <button
      type="button"
      className={styles.roundButton}
      aria-label={ru.product.shareToStory}
      title={ru.product.shareToStory}
      onClick={() =>
        void shareToStory(new URL(jpeg, window.location.origin).toString(), {
          text: product.name,
          widgetLink: { url: productUrl, name: ru.product.storyLink },
        })
      }
    >
      <svg
        width={22}
        height={22}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9" strokeDasharray="4 2.5" />
        <path d="M12 8v8M8 12h8" strokeLinecap="round" />
      </svg>
    </button>
  );
}
