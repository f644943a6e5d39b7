import { ApiError } from '@shop/api/client';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCategory } from '../api/categories';
import { emptyProduct, ProductForm } from './product-form';

const category = { id: 7, level: 0, displayName: 'Платья', path: '/7/' } as AdminCategory;
const colors = [
  { code: 'RED', name: { ru: 'Красный' }, hex: '#D32F2F', sortOrder: 0, isActive: true },
  { code: 'BLK', name: { ru: 'Чёрный' }, hex: '#1A1A1A', sortOrder: 1, isActive: true },
];
const sizes = [
  { code: 'S', name: { ru: 'S' }, productType: 'clothing' as const, sortOrder: 1, isActive: true },
  { code: 'M', name: { ru: 'M' }, productType: 'clothing' as const, sortOrder: 2, isActive: true },
];

function renderForm(onSubmit: (input: unknown) => Promise<unknown>) {
  render(
    <ProductForm
      initial={emptyProduct}
      categories={[category]}
      colors={colors}
      sizes={sizes}
      onSubmit={onSubmit}
    />,
  );
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Название (рус.)', 'Платье из льна');
  type('Артикул', 'dr-9');
  fireEvent.change(screen.getByLabelText('Категория'), { target: { value: '7' } });
  type('Цена, ₽', '4 590,50');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Красный' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'S' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'M' }));
  type('Остаток, шт.: Красный, M', '3');
}

// A long form with many fields: rendering and typing take a few seconds in the test DOM on a busy machine.
describe('product form', { timeout: 20_000 }, () => {
  it('builds a variant per ticked color and size and sends kopecks and SKUs made from the article', async () => {
    const onSubmit = vi.fn(async (_input: unknown) => undefined);
    renderForm(onSubmit);
    expect(screen.getByText('Всего на складе: 3 шт.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      baseSku: 'DR-9',
      categoryId: 7,
      priceKopecks: 459_050,
      originalPriceKopecks: null,
      variants: [
        { colorCode: 'RED', sizeCode: 'S', sku: 'DR-9-RED-S', quantity: 0 },
        { colorCode: 'RED', sizeCode: 'M', sku: 'DR-9-RED-M', quantity: 3 },
      ],
      retail: { minQuantity: null, maxQuantity: null },
    });
  });

  it('edits the attributes the product page lists, an empty one left out', async () => {
    const onSubmit = vi.fn(async (_input: unknown) => undefined);
    renderForm(onSubmit);
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
    type('Состав', '100% лён');
    type('Посадка', 'Свободная');
    type('Уход', 'Ручная стирка при 30 °C');
    expect(screen.getByRole('textbox', { name: 'Страна производства' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toHaveProperty('attributes', {
      composition: '100% лён',
      fit: 'Свободная',
      care: 'Ручная стирка при 30 °C',
    });
  });

  it("puts the server's field errors on their fields", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(409, {
        code: 'CONFLICT',
        message: 'Товар с таким артикулом уже есть',
        fields: {
          baseSku: 'Товар с таким артикулом уже есть',
          'variants.1.sku': 'Этот SKU уже есть у другого товара',
        },
      });
    });
    renderForm(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Этот SKU уже есть у другого товара')).toBeTruthy();
    expect(screen.getAllByText('Товар с таким артикулом уже есть')).toHaveLength(2);
    expect(screen.getByLabelText('SKU: Красный, M').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('product images', { timeout: 20_000 }, () => {
  it('refuses a photo over 10 MB before sending anything', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderForm(async () => undefined);
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'platye.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Выбрать файлы'), { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      '«platye.jpg»: Файл слишком большой: не более 10 МБ',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
