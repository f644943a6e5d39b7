import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../shared/ui/toast/toast-store';
import { makeProduct } from '../../../test/products';
import { never, ok, renderWithProviders, stubApi } from '../../../test/render';
import { addToCart, cartStore, clearCart } from '../../cart';
import { WholesaleOffer } from './wholesale-offer';

// Minimum 10 (the product's own); BLK M 4 and BLK L 9 make the only color set at 10, RED S 2 stands alone.
const product = makeProduct();

const analysisOf = (type: string, extra: object = {}) => ({
  type,
  originalRequest: { bundleType: 'color_set', totalItems: 20, requestedQuantity: 10 },
  availability: [
    {
      colorCode: 'BLK',
      sizeCode: 'M',
      requested: 10,
      available: 4,
      shortage: 6,
      maxPossible: 4,
      canFulfill: false,
    },
    {
      colorCode: 'BLK',
      sizeCode: 'L',
      requested: 10,
      available: 9,
      shortage: 1,
      maxPossible: 9,
      canFulfill: false,
    },
  ],
  shortages: [
    { colorCode: 'BLK', sizeCode: 'M', shortage: 6, impact: 0.6 },
    { colorCode: 'BLK', sizeCode: 'L', shortage: 1, impact: 0.1 },
  ],
  partialTotalItems: 13,
  maxPossibleBundle: {
    totalItems: 16,
    maintainsMinimum: true,
    adjustmentStrategy: 'PROPORTIONAL',
    items: [
      { colorCode: 'BLK', sizeCode: 'M', quantity: 8 },
      { colorCode: 'BLK', sizeCode: 'L', quantity: 8 },
    ],
    itemLoss: 0.2,
    acceptable: true,
  },
  alternatives: [],
  recommendations: [{ type: 'PARTIAL', message: 'Сейчас в наличии 13 шт. из этого набора.' }],
  minimum: 10,
  ...extra,
});

/** Opens the dialog, whose code loads on the first press. */
async function open(analysis: () => Promise<Response> | Response = ok(analysisOf('SUFFICIENT'))) {
  vi.stubGlobal(
    'fetch',
    stubApi({
      '/api/colors/mapping': ok({ codeToHex: {}, codeToName: {} }),
      '/api/wholesale/analyze-shortage': analysis,
    }),
  );
  renderWithProviders(<WholesaleOffer product={product} label="Купить оптом" />);
  fireEvent.click(screen.getByRole('button', { name: 'Купить оптом' }));
  return screen.findByRole('dialog', { name: 'Оптовый заказ' });
}

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const quantity = () => screen.getByRole('spinbutton', { name: 'Штук каждого варианта' }) as HTMLInputElement;

describe('the wholesale dialog', () => {
  beforeEach(() => clearCart());
  afterEach(() => {
    toastStore.toasts = [];
    vi.unstubAllGlobals();
  });

  it('opens at the quantity step with the quantity at the minimum; minus is disabled there', async () => {
    await open();
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('Количество');
    expect(quantity().value).toBe('10');
    expect(button('Меньше').disabled).toBe(true);
    expect(button('Далее').disabled).toBe(false);
  });

  it('clamps the quantity to minimum..100, disables plus at 100, and takes non-numbers as the minimum', async () => {
    await open();
    fireEvent.change(quantity(), { target: { value: '250' } });
    expect(quantity().value).toBe('100');
    expect(button('Больше').disabled).toBe(true);
    fireEvent.change(quantity(), { target: { value: 'abc' } });
    expect(quantity().value).toBe('10');
  });

  it('keeps Next disabled on the bundles step until a bundle is chosen; a set goes straight to confirmation', async () => {
    await open();
    fireEvent.click(button('Далее'));
    expect(button('Далее').disabled).toBe(true);
    // The kind of set is ranked, not priced: its saving is the one in roubles.
    const colourSet = screen.getByRole('radio', { name: /Набор цвета «Чёрный»/ }).closest('label');
    expect(colourSet?.textContent).toContain('Полнота набора 85%');
    expect(colourSet?.textContent).not.toContain('Выгода');
    fireEvent.click(screen.getByRole('radio', { name: /Набор цвета «Чёрный»/ }));
    fireEvent.click(button('Далее'));
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('Подтверждение');
    expect(screen.getByTestId('wholesale-total-items').textContent).toBe('13');
    expect(button(/Добавить в корзину \(58\s370\s₽\)/).disabled).toBe(false);
    fireEvent.click(button('Назад'));
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('Набор');
  });

  it('sends the individual bundle through the selection step, Next disabled while no variant is listed', async () => {
    await open();
    fireEvent.click(button('Далее'));
    fireEvent.click(screen.getByRole('radio', { name: /Свой набор/ }));
    fireEvent.click(button('Далее'));
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('Варианты');
    expect(button('Далее').disabled).toBe(true);
    fireEvent.click(button('Добавить вариант'));
    const row = screen.getAllByRole('listitem').at(-1) as HTMLElement;
    expect((within(row).getByLabelText('Цвет') as HTMLSelectElement).value).toBe('RED');
    expect((within(row).getByLabelText('Размер') as HTMLSelectElement).value).toBe('S');
    const rowQuantity = within(row).getByLabelText('Штук') as HTMLInputElement;
    expect(rowQuantity.value).toBe('1');
    fireEvent.change(rowQuantity, { target: { value: '80' } });
    expect(rowQuantity.value).toBe('50');
    fireEvent.change(rowQuantity, { target: { value: 'x' } });
    expect(rowQuantity.value).toBe('1');
    fireEvent.click(button('Далее'));
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('Подтверждение');
  });

  it('checks stock, shows "Проверка наличия..." meanwhile, and keeps confirm disabled', async () => {
    await open(never());
    fireEvent.click(button('Далее'));
    fireEvent.click(screen.getByRole('radio', { name: /Набор цвета «Чёрный»/ }));
    fireEvent.click(button('Далее'));
    fireEvent.click(button(/Добавить в корзину/));
    await waitFor(() => expect(button('Проверка наличия...').disabled).toBe(true));
  });

  it('adds a sufficient set as one wholesale group and shows the 6 s success toast', async () => {
    await open();
    fireEvent.click(button('Далее'));
    fireEvent.click(screen.getByRole('radio', { name: /Набор цвета «Чёрный»/ }));
    fireEvent.click(button('Далее'));
    await act(async () => fireEvent.click(button(/Добавить в корзину/)));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cartStore.items.map((item) => [item.size, item.quantity, item.wholesaleGroupId])).toEqual([
      ['M', 4, 'wg_1_color_group_BLK_all'],
      ['L', 9, 'wg_1_color_group_BLK_all'],
    ]);
    expect(toastStore.toasts[0]).toMatchObject({ title: '🚀 Оптовый заказ добавлен', duration: 6000 });
  });

  it('opens the shortage dialog with impact colors, and adds the adjusted bundle when accepted', async () => {
    await open(ok(analysisOf('PARTIAL_SUFFICIENT')));
    fireEvent.click(button('Далее'));
    fireEvent.click(screen.getByRole('radio', { name: /Набор цвета «Чёрный»/ }));
    fireEvent.click(button('Далее'));
    await act(async () => fireEvent.click(button(/Добавить в корзину/)));
    const dialog = await screen.findByRole('dialog', { name: 'Не всё есть в наличии' });
    expect([...dialog.querySelectorAll('[data-impact]')].map((el) => el.getAttribute('data-impact'))).toEqual(
      ['high', 'low'],
    );
    expect(button('Добавить доступное')).toBeTruthy();
    await act(async () => fireEvent.click(button('Принять корректировку')));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // BLK M has 4 in the page's stock, so the guest cart takes L and reports M: a partial result of 8 s.
    expect(cartStore.items.map((item) => [item.size, item.quantity])).toEqual([['L', 8]]);
    expect(toastStore.toasts[0]).toMatchObject({ title: '⚠️ Частично добавлено', duration: 8000 });
  });

  it('offers a set less what the cart holds, and adds what is available of it as the same set', async () => {
    addToCart({
      productId: product.id,
      name: 'Платье',
      priceKopecks: 549_000,
      image: '',
      size: 'L',
      color: 'BLK',
      quantity: 3,
    });
    const available = (sizeCode: string, requested: number, left: number) => ({
      colorCode: 'BLK',
      sizeCode,
      requested,
      available: left,
      shortage: requested - left,
      maxPossible: left,
      canFulfill: left >= requested,
    });
    // The stock moved after the page read it: M has 3 left, not 4.
    await open(
      ok(
        analysisOf('PARTIAL_SUFFICIENT', {
          availability: [available('M', 4, 3), available('L', 6, 6)],
          shortages: [{ colorCode: 'BLK', sizeCode: 'M', shortage: 1, impact: 0.25 }],
          partialTotalItems: 9,
          minimum: 5,
        }),
      ),
    );
    fireEvent.click(button('Далее'));
    const offer = screen.getByRole('radio', { name: /Набор цвета «Чёрный»/ }).closest('label') as HTMLElement;
    // At 10 per variant: BLK M 4, and BLK L 9 less the 3 in the cart.
    expect(offer.textContent).toContain('10 товаров');
    fireEvent.click(within(offer).getByRole('radio'));
    fireEvent.click(button('Далее'));
    await act(async () => fireEvent.click(button(/Добавить в корзину/)));
    await screen.findByRole('dialog', { name: 'Не всё есть в наличии' });
    await act(async () => fireEvent.click(button('Добавить доступное')));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cartStore.items.map((item) => [item.size, item.quantity, item.wholesaleGroupId ?? null])).toEqual([
      ['L', 3, null],
      ['M', 3, 'wg_1_color_group_BLK_all'],
      ['L', 6, 'wg_1_color_group_BLK_all'],
    ]);
    expect(toastStore.toasts[0]).toMatchObject({ title: '🚀 Оптовый заказ добавлен' });
  });

  it('keeps a custom set under the minimum from being added', async () => {
    await open();
    fireEvent.click(button('Далее'));
    fireEvent.click(screen.getByRole('radio', { name: /Свой набор/ }));
    fireEvent.click(button('Далее'));
    fireEvent.click(button('Добавить вариант'));
    fireEvent.change(screen.getByLabelText('Штук'), { target: { value: '5' } });
    fireEvent.click(button('Далее'));
    expect(screen.getByText('Оптовый заказ — от 10 шт. всего.')).toBeTruthy();
    expect(button(/Добавить в корзину/).disabled).toBe(true);
  });

  it('offers no adjustment that loses more than 30 %, and cancel closes everything', async () => {
    await open(
      ok(
        analysisOf('PARTIAL_SUFFICIENT', {
          maxPossibleBundle: { ...analysisOf('x').maxPossibleBundle, acceptable: false },
        }),
      ),
    );
    fireEvent.click(button('Далее'));
    fireEvent.click(screen.getByRole('radio', { name: /Набор цвета «Чёрный»/ }));
    fireEvent.click(button('Далее'));
    await act(async () => fireEvent.click(button(/Добавить в корзину/)));
    await screen.findByRole('dialog', { name: 'Не всё есть в наличии' });
    expect(screen.queryByRole('button', { name: 'Принять корректировку' })).toBeNull();
    fireEvent.click(button('Отмена'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows "Ошибка анализа" when the stock check fails', async () => {
    await open(() =>
      Response.json(
        { success: false, error: { code: 'INTERNAL_ERROR', message: 'Произошла ошибка' } },
        { status: 500 },
      ),
    );
    fireEvent.click(button('Далее'));
    fireEvent.click(screen.getByRole('radio', { name: /Набор цвета «Чёрный»/ }));
    fireEvent.click(button('Далее'));
    await act(async () => fireEvent.click(button(/Добавить в корзину/)));
    await waitFor(() => expect(toastStore.toasts[0]?.title).toBe('Ошибка анализа'));
    expect(screen.getByRole('dialog', { name: 'Оптовый заказ' })).toBeTruthy();
  });
});
