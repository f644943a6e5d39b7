import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartStore } from '../../features/cart/store/cart-store';
import { toastStore } from '../../shared/ui/toast/toast-store';
import { openProduct } from '../../test/open-product';
import { makeProduct, retailSettings } from '../../test/products';
import { ok } from '../../test/render';

const main = () => within(screen.getByRole('main'));
const addButton = () => main().findByRole('button', { name: 'В корзину' });

describe('ProductPage', () => {
  it('shows the product with its price and a stock label for the chosen combination', async () => {
    openProduct(makeProduct());
    expect(await main().findByRole('heading', { level: 1, name: 'Платье-миди из льна' })).toBeTruthy();
    expect(main().getByText(/5\s490\s₽/)).toBeTruthy();
    fireEvent.click(main().getByRole('radio', { name: 'Красный' }));
    // Red comes in S only: picked at once; 2 left.
    expect(main().getByRole('radio', { name: 'S' }).getAttribute('aria-checked')).toBe('true');
    expect(main().getByTestId('stock-label').textContent).toBe('Осталось 2 шт.');
    fireEvent.click(main().getByRole('radio', { name: 'L' }));
    expect(main().getByTestId('stock-label').textContent).toBe('В наличии');
    expect(main().getByRole('radio', { name: 'Чёрный' }).getAttribute('aria-checked')).toBe('true');
  });

  it('switches photos with a radio group of thumbnails', async () => {
    openProduct(makeProduct());
    await main().findByRole('heading', { level: 1 });
    fireEvent.click(main().getByRole('radio', { name: 'Красный' }));
    const photos = within(main().getByRole('radiogroup', { name: 'Фотографии товара' })).getAllByRole(
      'radio',
    );
    expect(photos.map((photo) => photo.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    fireEvent.keyDown(photos[0] as HTMLElement, { key: 'ArrowRight' });
    expect(photos[1]?.getAttribute('aria-checked')).toBe('true');
    expect(main().getByRole('img', { name: 'Платье-миди из льна, фото 2' })).toBeTruthy();
  });

  it('chooses her size from «Мои размеры» once the page has drawn, leaving the color to her', async () => {
    localStorage.setItem('my-sizes', JSON.stringify({ clothing: 'M', footwear: null }));
    openProduct(makeProduct());
    await main().findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(main().getByRole('radio', { name: 'M' }).getAttribute('aria-checked')).toBe('true'),
    );
    expect(main().getByRole('radio', { name: 'Чёрный' }).getAttribute('aria-checked')).toBe('false');
  });

  it('chooses the first color too when her size is sold out in every color, and offers to wait for it', async () => {
    localStorage.setItem('my-sizes', JSON.stringify({ clothing: 'M', footwear: '38' }));
    const product = makeProduct();
    openProduct({
      ...product,
      variants: product.variants.map((variant) =>
        variant.sizeCode === 'M' ? { ...variant, quantity: 0 } : variant,
      ),
    });
    await waitFor(() =>
      expect(main().getByRole('radio', { name: 'Красный' }).getAttribute('aria-checked')).toBe('true'),
    );
    expect(main().getByRole('radio', { name: 'M' }).getAttribute('aria-checked')).toBe('true');
    expect(main().getByTestId('stock-label').textContent).toBe('Нет в наличии');
    expect(await main().findByTestId('back-in-stock')).toBeTruthy();
  });

  it('leaves the size to her when the product does not come in hers', async () => {
    localStorage.setItem('my-sizes', JSON.stringify({ clothing: 'XL', footwear: null }));
    openProduct(makeProduct());
    await main().findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const size of ['S', 'M', 'L']) {
      expect(main().getByRole('radio', { name: size }).getAttribute('aria-checked')).toBe('false');
    }
  });

  it('asks for a color and a size before adding', async () => {
    openProduct(makeProduct());
    fireEvent.click(await addButton());
    expect(main().getByRole('alert').textContent).toBe('Пожалуйста, выберите цвет и размер');
    expect(cartStore.items).toHaveLength(0);
  });

  it('adds the chosen variant to the cart with a toast', async () => {
    openProduct(makeProduct());
    await main().findByRole('heading', { level: 1 });
    fireEvent.click(main().getByRole('radio', { name: 'M' }));
    fireEvent.click(main().getByRole('button', { name: 'Больше' }));
    fireEvent.click(await addButton());
    expect(cartStore.items).toEqual([
      expect.objectContaining({ productId: 1, color: 'BLK', size: 'M', quantity: 2, priceKopecks: 549_000 }),
    ]);
    expect(toastStore.toasts[0]?.title).toBe('Товар добавлен в корзину');
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Корзина: 2' }).length).toBeGreaterThan(0),
    );
  });

  it('names the size in the toast as buyers read it, and adds a typed fraction as the whole number it shows', async () => {
    openProduct(makeProduct(), retailSettings, undefined, {
      '/api/sizes': ok([
        { code: 'M', name: 'M (46)', productType: 'clothing', sortOrder: 20 },
        { code: 'S', name: 'S (44)', productType: 'clothing', sortOrder: 10 },
      ]),
    });
    await main().findByRole('heading', { level: 1 });
    fireEvent.click(await main().findByRole('radio', { name: 'M (46)' }));
    const quantity = main().getByRole('spinbutton', { name: 'Количество' }) as HTMLInputElement;
    fireEvent.change(quantity, { target: { value: '2.5' } });
    expect(quantity.value).toBe('2');
    fireEvent.click(await addButton());
    expect(cartStore.items).toEqual([expect.objectContaining({ size: 'M', quantity: 2 })]);
    expect(toastStore.toasts[0]?.description).toBe('Платье-миди из льна · M (46)');
  });

  it('hints no maximum before a variant is chosen: the stock of all variants together is no variant’s', async () => {
    openProduct(makeProduct());
    await main().findByRole('heading', { level: 1 });
    expect(main().getByRole('button', { name: 'Больше' })).toBeTruthy();
    expect(main().queryByText(/Не более/)).toBeNull();
  });

  it('caps the quantity at the stock of the variant and hints the maximum', async () => {
    openProduct(makeProduct());
    await main().findByRole('heading', { level: 1 });
    fireEvent.click(main().getByRole('radio', { name: 'Красный' }));
    expect(main().getByText('Не более 2 шт.')).toBeTruthy();
    const more = main().getByRole('button', { name: 'Больше' }) as HTMLButtonElement;
    fireEvent.click(more);
    expect(more.disabled).toBe(true);
  });

  it('suggests wholesale from 80% of the wholesale minimum', async () => {
    openProduct(makeProduct({ wholesale: { ...makeProduct().wholesale, minQuantity: 5 } }));
    await main().findByRole('heading', { level: 1 });
    fireEvent.click(main().getByRole('radio', { name: 'L' }));
    const input = main().getByLabelText('Количество');
    fireEvent.change(input, { target: { value: '5' } });
    expect(main().getByText(/выгоднее оптом/)).toBeTruthy();
  });

  it('shows the wholesale-only notice when retail is off for the product', async () => {
    openProduct(makeProduct({ retail: { ...makeProduct().retail, allowPurchase: false } }));
    expect(await main().findByText(/продаётся только оптом от 10 шт\. со скидкой 18%/)).toBeTruthy();
    const wholesaleButton = () =>
      main().getByRole('button', { name: 'Только оптом от 10 шт.' }) as HTMLButtonElement;
    // The same button stands inactive until the offer's code has arrived.
    await waitFor(() => expect(wholesaleButton().getAttribute('aria-disabled')).toBeNull());
    expect(wholesaleButton().disabled).toBe(false);
    fireEvent.click(wholesaleButton());
    expect(await screen.findByRole('dialog', { name: 'Оптовый заказ' })).toBeTruthy();
  });

  it('falls back to the built-in settings (retail disabled) when the settings call fails', async () => {
    openProduct(makeProduct(), null);
    expect(await main().findByText('Только оптом', { selector: 'p' })).toBeTruthy();
  });

  it('reads the settings from the second path when the public one fails', async () => {
    openProduct(makeProduct(), null, retailSettings);
    await addButton();
    // Let both settings calls settle: with the built-in defaults the product would turn wholesale only.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(((await addButton()) as HTMLButtonElement).disabled).toBe(false);
    expect(main().queryByText('Только оптом', { selector: 'p' })).toBeNull();
  });

  it('says an out-of-stock product cannot be bought', async () => {
    openProduct(
      makeProduct({
        totalStock: 0,
        stockStatus: 'out_of_stock',
        wholesale: { ...makeProduct().wholesale, available: false },
      }),
    );
    expect(await main().findByText('Этого товара сейчас нет в наличии.')).toBeTruthy();
    expect((main().getByRole('button', { name: 'Недоступно' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows "Скидка ограничена!" at a discount of 30% or more', async () => {
    openProduct(makeProduct({ price: 4890, originalPrice: 6990, isSale: true }));
    expect(await main().findByText('Скидка ограничена!')).toBeTruthy();
    expect(main().getByText('−30%')).toBeTruthy();
  });

  it('shows the gallery of the chosen color', async () => {
    openProduct(makeProduct());
    await main().findByRole('heading', { level: 1 });
    fireEvent.click(main().getByRole('radio', { name: 'Красный' }));
    expect((main().getByAltText(/фото 1/) as HTMLImageElement).src).toContain('dress-red.jpg');
  });

  it('says when the product does not exist', async () => {
    openProduct(null);
    expect(await main().findByText('Товар не найден')).toBeTruthy();
  });
});
