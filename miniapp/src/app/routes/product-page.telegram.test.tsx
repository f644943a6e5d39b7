/**
 * The product page inside a Telegram client of Mini Apps 8.0: the secondary button, haptics, the photo viewer and
 * sharing to a story.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTelegram } from '../../features/telegram/lib/start-telegram';
import { appModeStore } from '../../features/telegram/store/app-mode-store';
import { mockTelegram, sendFromTelegram } from '../../features/telegram/testing/mock-telegram-env';
import { wishlistStore } from '../../features/wishlist';
import { openProduct } from '../../test/open-product';
import { makeProduct } from '../../test/products';
import { ok } from '../../test/render';

let telegram: ReturnType<typeof mockTelegram>;
const main = () => within(screen.getByRole('main'));
const buttonText = (method: string) => () => {
  const params = telegram.lastOf(method);
  return params?.is_visible ? params.text : null;
};
const secondaryButtonText = buttonText('web_app_setup_secondary_button');
const mainButtonText = buttonText('web_app_setup_main_button');
/** Whether the back button was hidden since the test began (the SDK sends nothing when it is already shown). */
const backButtonHidden = () =>
  telegram.calls.some((call) => call.method === 'web_app_setup_back_button' && !call.params.is_visible);

beforeEach(() => {
  wishlistStore.items = [];
  telegram = mockTelegram({ version: '8.0' });
  appModeStore.isMiniApp = true;
  expect(startTelegram()).not.toBeNull();
});

afterEach(() => {
  appModeStore.isMiniApp = false;
  wishlistStore.items = [];
});

describe('the product page inside Telegram', () => {
  it("puts 'В избранное' on the secondary button, which adds to the wishlist and then offers to remove", async () => {
    openProduct(makeProduct());
    await main().findByRole('heading', { level: 1 });
    // The first claim loads the button's driver: on a busy machine that is more than the usual second.
    await vi.waitFor(() => expect(secondaryButtonText()).toBe('В избранное'), { timeout: 5000 });
    act(() => sendFromTelegram('secondary_button_pressed'));
    await vi.waitFor(() => expect(secondaryButtonText()).toBe('Убрать из избранного'));
    expect(wishlistStore.items.map((item) => item.productId)).toEqual(['1']);
    expect(main().getByRole('button', { name: 'В избранном' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('taps a selection haptic on each colour and size choice', async () => {
    openProduct(makeProduct());
    await main().findByRole('heading', { level: 1 });
    fireEvent.click(main().getByRole('radio', { name: 'Красный' }));
    fireEvent.click(main().getByRole('radio', { name: 'S' }));
    await vi.waitFor(() =>
      expect(
        telegram.calls.filter(
          (call) =>
            call.method === 'web_app_trigger_haptic_feedback' && call.params.type === 'selection_change',
        ),
      ).toHaveLength(2),
    );
  });

  it('opens the photos over the whole screen with vertical swipes off, and turns them back on when closed', async () => {
    openProduct(makeProduct());
    await main().findByRole('heading', { level: 1 });
    fireEvent.click(main().getByRole('radio', { name: 'Красный' }));
    fireEvent.click(main().getByRole('button', { name: 'Открыть фото на весь экран' }));
    const viewer = await screen.findByRole('dialog', { name: 'Фото: Платье-миди из льна' });
    expect(within(viewer).getByText('1 из 2')).toBeTruthy();
    await vi.waitFor(() =>
      expect(telegram.lastOf('web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: false }),
    );
    fireEvent.click(within(viewer).getByRole('button', { name: 'Следующее фото' }));
    expect(within(viewer).getByText('2 из 2')).toBeTruthy();
    expect(within(viewer).getByRole('img', { name: 'Платье-миди из льна, фото 2' })).toBeTruthy();

    fireEvent.click(within(viewer).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() =>
      expect(telegram.lastOf('web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: true }),
    );
  });

  it("hides Telegram's bottom buttons under the viewer; a back press closes it, the next one leaves the page", async () => {
    const { router } = openProduct(makeProduct());
    const path = () => router.state.location.pathname;
    await main().findByRole('heading', { level: 1 });
    // The layout's controls and the secondary button's driver load on their own: slower on a busy machine.
    await vi.waitFor(
      () => {
        expect(mainButtonText()).toBe('В корзину');
        expect(secondaryButtonText()).toBe('В избранное');
      },
      { timeout: 5000 },
    );
    fireEvent.click(main().getByRole('button', { name: 'Открыть фото на весь экран' }));
    await screen.findByRole('dialog', { name: 'Фото: Платье-миди из льна' });
    await vi.waitFor(() => {
      expect(mainButtonText()).toBeNull();
      expect(secondaryButtonText()).toBeNull();
    });
    act(() => sendFromTelegram('back_button_pressed'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(path()).toBe('/product/1');
    expect(main().getByRole('heading', { level: 1 }).textContent).toBe('Платье-миди из льна');
    await vi.waitFor(() => {
      expect(mainButtonText()).toBe('В корзину');
      expect(secondaryButtonText()).toBe('В избранное');
    });
    expect(backButtonHidden()).toBe(false);

    // The page was opened straight: the next back press leads home, as before, where the back button hides
    // (once the home page's code has loaded: slower on a busy machine).
    act(() => sendFromTelegram('back_button_pressed'));
    await vi.waitFor(() => expect(path()).toBe('/'));
    await vi.waitFor(
      () => expect(telegram.lastOf('web_app_setup_back_button')).toEqual({ is_visible: false }),
      { timeout: 5000 },
    );
  });

  it('gives the bottom buttons back when the viewer closes with «Закрыть»', async () => {
    const { router } = openProduct(makeProduct());
    await main().findByRole('heading', { level: 1 });
    await vi.waitFor(() => expect(secondaryButtonText()).toBe('В избранное'), { timeout: 5000 });
    fireEvent.click(main().getByRole('button', { name: 'Открыть фото на весь экран' }));
    const viewer = await screen.findByRole('dialog');
    await vi.waitFor(() => expect(mainButtonText()).toBeNull());
    fireEvent.click(within(viewer).getByRole('button', { name: 'Закрыть' }));
    await vi.waitFor(() => {
      expect(mainButtonText()).toBe('В корзину');
      expect(secondaryButtonText()).toBe('В избранное');
    });
    act(() => sendFromTelegram('back_button_pressed'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('zooms a photo with a pinch and back with a double tap', async () => {
    openProduct(makeProduct());
    await main().findByRole('heading', { level: 1 });
    fireEvent.click(main().getByRole('button', { name: 'Открыть фото на весь экран' }));
    const viewer = await screen.findByRole('dialog');
    const stage = within(viewer).getByTestId('photo-stage');
    const photo = () => within(viewer).getByRole('img');
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 150, clientY: 400 });
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 250, clientY: 400 });
    fireEvent.pointerMove(stage, { pointerId: 2, clientX: 350, clientY: 400 });
    expect(photo().dataset.scale).toBe('2.00');
    fireEvent.pointerUp(stage, { pointerId: 2, clientX: 350, clientY: 400 });
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 150, clientY: 400 });
    expect(photo().style.transform).toContain('scale(2)');

    for (const time of [1000, 1100]) {
      fireEvent.pointerDown(stage, { pointerId: 3, clientX: 200, clientY: 400, timeStamp: time });
      fireEvent.pointerUp(stage, { pointerId: 3, clientX: 200, clientY: 400, timeStamp: time });
    }
    expect(photo().dataset.scale).toBe('1.00');
  });
});

describe('sharing to a story inside Telegram', () => {
  it("opens Telegram's story editor with the product's JPEG, its name and a link back to it", async () => {
    openProduct(makeProduct());
    await main().findByRole('heading', { level: 1 });
    fireEvent.click(await main().findByRole('button', { name: 'В историю' }));
    await vi.waitFor(() =>
      expect(telegram.lastOf('web_app_share_to_story')).toEqual({
        media_url: `${window.location.origin}/uploads/dress-main.jpg`,
        text: 'Платье-миди из льна',
        widget_link: { url: `${window.location.origin}/product/1`, name: 'Открыть товар' },
      }),
    );
  });

  it("links back into the mini-app through the shop's bot once its name is known", async () => {
    openProduct(makeProduct(), undefined, undefined, {
      '/api/settings/telegram': ok({ botUsername: 'lastochka_shop_bot' }),
    });
    await main().findByRole('heading', { level: 1 });
    fireEvent.click(await main().findByRole('button', { name: 'В историю' }));
    await vi.waitFor(() =>
      expect(telegram.lastOf('web_app_share_to_story')).toMatchObject({
        widget_link: { url: 'https://t.me/lastochka_shop_bot?startapp=product_1', name: 'Открыть товар' },
      }),
    );
  });
});

describe('the product page in the web shop', () => {
  it('has no fullscreen viewer and sends Telegram nothing', async () => {
    appModeStore.isMiniApp = false;
    const before = telegram.calls.length;
    openProduct(makeProduct());
    await main().findByRole('heading', { level: 1 });
    fireEvent.click(main().getByRole('radio', { name: 'Красный' }));
    expect(main().queryByRole('button', { name: 'Открыть фото на весь экран' })).toBeNull();
    expect(main().getByRole('img', { name: 'Платье-миди из льна, фото 1' })).toBeTruthy();
    expect(main().queryByRole('button', { name: 'В историю' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(telegram.calls.slice(before)).toEqual([]);
  });
});
