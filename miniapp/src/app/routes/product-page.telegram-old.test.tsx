/**
 * The product page inside Telegram 7.0, before the secondary button (7.10), stories (7.8) and the swipe setting (7.7): neither
 * is sent, and the page's own buttons and viewer work as they do elsewhere. A file of its own, because the
 * secondary button's driver starts once per page load.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTelegram } from '../../features/telegram/lib/start-telegram';
import { appModeStore } from '../../features/telegram/store/app-mode-store';
import { mockTelegram } from '../../features/telegram/testing/mock-telegram-env';
import { wishlistStore } from '../../features/wishlist';
import { openProduct } from '../../test/open-product';
import { makeProduct } from '../../test/products';

let telegram: ReturnType<typeof mockTelegram>;
const main = () => within(screen.getByRole('main'));

beforeEach(() => {
  wishlistStore.items = [];
  telegram = mockTelegram({ version: '7.0' });
  appModeStore.isMiniApp = true;
  expect(startTelegram()).not.toBeNull();
});

afterEach(() => {
  appModeStore.isMiniApp = false;
  wishlistStore.items = [];
});

describe('the product page on an older Telegram', () => {
  it('sends no secondary button or swipe setting, offers no story, and the heart and the viewer still work', async () => {
    openProduct(makeProduct());
    await main().findByRole('heading', { level: 1 });
    fireEvent.click(main().getByRole('button', { name: 'Открыть фото на весь экран' }));
    expect(await screen.findByRole('dialog', { name: 'Фото: Платье-миди из льна' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    fireEvent.click(main().getByRole('button', { name: 'Добавить в избранное' }));
    expect(wishlistStore.items).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Stories came with 7.8.
    expect(main().queryByRole('button', { name: 'В историю' })).toBeNull();
    const methods = telegram.methods();
    expect(methods).toContain('web_app_setup_main_button');
    expect(methods).not.toContain('web_app_setup_secondary_button');
    expect(methods).not.toContain('web_app_setup_swipe_behavior');
  });
});
