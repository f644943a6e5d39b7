import { describe, expect, it } from 'vitest';
import { claimMainButton, currentMainButton, subscribeMainButton } from './main-button-registry';

describe('main button claims', () => {
  it("gives the button to a page's claim over the layout's fallback, whatever the order", () => {
    const noop = () => {};
    const page = claimMainButton({ text: 'В корзину', isActive: true, onClick: noop }, 1);
    const layout = claimMainButton({ text: 'Каталог', isActive: true, onClick: noop }, 0);
    expect(currentMainButton()?.text).toBe('В корзину');
    page.release();
    expect(currentMainButton()?.text).toBe('Каталог');
    layout.update({ text: 'Перейти в корзину', isActive: true, onClick: noop });
    expect(currentMainButton()?.text).toBe('Перейти в корзину');
    layout.release();
    expect(currentMainButton()).toBeNull();
  });

  it('tells subscribers at once and on every change', () => {
    const seen: (string | null)[] = [];
    const stop = subscribeMainButton((claim) => seen.push(claim?.text ?? null));
    const claim = claimMainButton({ text: 'В корзину', isActive: true, onClick: () => {} });
    claim.release();
    stop();
    expect(seen).toEqual([null, 'В корзину', null]);
  });

  it("hides the button under an overlay's claim, whatever the order, and gives it back as it was", () => {
    const noop = () => {};
    const overlay = claimMainButton(null, 2);
    const page = claimMainButton({ text: 'В корзину', isActive: true, onClick: noop }, 1);
    expect(currentMainButton()).toBeNull();
    overlay.release();
    expect(currentMainButton()?.text).toBe('В корзину');
    page.release();
  });
});
