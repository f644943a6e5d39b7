import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../../test/products';
import { ok, renderWithProviders, stubApi } from '../../../test/render';
import { QuickSelectDialog } from './quick-select-dialog';

const product = makeProduct();

function open(overrides = {}) {
  vi.stubGlobal('fetch', stubApi({ '/api/colors/mapping': ok({ codeToHex: {}, codeToName: {} }) }));
  const onAdd = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<QuickSelectDialog product={makeProduct(overrides)} onAdd={onAdd} onClose={onClose} />);
  return { onAdd, onClose };
}

const addButton = () => screen.getByRole('button', { name: 'В корзину' });
const colors = () => screen.getByRole('radiogroup', { name: 'Цвет' });
const sizes = () => screen.getByRole('radiogroup', { name: 'Размер' });
const color = (name: string) => within(colors()).getByRole('radio', { name });
const size = (name: string) => within(sizes()).getByRole('radio', { name });

describe('QuickSelectDialog', () => {
  it('opens with both selections cleared and the add button disabled', () => {
    open();
    expect(screen.getByRole('dialog', { name: 'Выберите размер и цвет' })).toBeTruthy();
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('auto-selects the only color or size of a product', () => {
    open({ colors: ['RED'], variants: product.variants.filter((v) => v.colorCode === 'RED') });
    expect(color('Красный').getAttribute('aria-checked')).toBe('true');
    // Only S is in stock in red: it is picked as the single remaining option.
    expect(size('S').getAttribute('aria-checked')).toBe('true');
    expect((addButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('restricts sizes to the chosen color and picks a single remaining one', () => {
    const { onAdd } = open();
    fireEvent.click(color('Красный'));
    expect(size('S').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(addButton());
    expect(onAdd).toHaveBeenCalledWith('RED', 'S');
  });

  it('clears a color that does not fit a newly chosen size, then picks the only color left', () => {
    open();
    fireEvent.click(color('Красный'));
    fireEvent.click(size('L'));
    expect(color('Чёрный').getAttribute('aria-checked')).toBe('true');
    expect(color('Красный').getAttribute('aria-checked')).toBe('false');
    expect(size('L').getAttribute('aria-checked')).toBe('true');
  });

  it('keeps the add button disabled until both are chosen', () => {
    open();
    fireEvent.click(size('M'));
    // M comes in black only: black is picked, so the pair is complete.
    expect(color('Чёрный').getAttribute('aria-checked')).toBe('true');
    expect((addButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables an option with no stock at all', () => {
    open({
      variants: [
        { colorCode: 'RED', sizeCode: 'S', quantity: 0, sku: 'a' },
        { colorCode: 'BLK', sizeCode: 'M', quantity: 3, sku: 'b' },
      ],
    });
    expect((color('Красный') as HTMLButtonElement).disabled).toBe(true);
    expect((size('S') as HTMLButtonElement).disabled).toBe(true);
    expect((size('L') as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers one tab stop per group: the first enabled option while nothing is chosen, then the chosen one', () => {
    open();
    expect(sizes().querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    expect(size('S').tabIndex).toBe(0);
    expect(size('M').tabIndex).toBe(-1);
    fireEvent.click(size('L'));
    expect(size('L').tabIndex).toBe(0);
    expect(size('S').tabIndex).toBe(-1);
  });

  it('moves and chooses with the arrow keys, wraps around, and jumps with Home and End', () => {
    open({ colors: ['BLK'], variants: product.variants.filter((v) => v.colorCode === 'BLK') });
    // Black comes in M and L; S has no stock in black and is disabled, so the keys skip it.
    size('M').focus();
    fireEvent.keyDown(size('M'), { key: 'ArrowRight' });
    expect(size('L').getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(size('L'));
    fireEvent.keyDown(size('L'), { key: 'ArrowDown' });
    expect(size('M').getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(size('M'));
    fireEvent.keyDown(size('M'), { key: 'ArrowLeft' });
    expect(size('L').getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(size('L'), { key: 'Home' });
    expect(size('M').getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(size('M'), { key: 'End' });
    expect(size('L').getAttribute('aria-checked')).toBe('true');
    expect((size('S') as HTMLButtonElement).disabled).toBe(true);
  });

  it("names a size as buyers read it, from the shop's sizes", async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/colors/mapping': ok({ codeToHex: {}, codeToName: {} }),
        '/api/sizes': ok([{ code: 'ONE', name: 'Единый размер', productType: 'accessories', sortOrder: 50 }]),
      }),
    );
    renderWithProviders(
      <QuickSelectDialog
        product={makeProduct({
          sizes: ['ONE'],
          variants: [{ colorCode: 'RED', sizeCode: 'ONE', quantity: 3, sku: 'a' }],
        })}
        onAdd={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(await within(sizes()).findByRole('radio', { name: 'Единый размер' })).toBeTruthy();
  });

  it('closes on Escape', () => {
    const { onClose } = open();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
