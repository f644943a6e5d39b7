import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, TOAST_DURATION, toast, toastStore } from './toast-store';

afterEach(() => {
  toastStore.toasts = [];
  vi.useRealTimers();
});

describe('toasts', () => {
  it('keeps at most 3 visible, newest last', () => {
    for (const title of ['1', '2', '3', '4']) toast(title);
    expect(toastStore.toasts.map((item) => item.title)).toEqual(['2', '3', '4']);
  });

  it('goes away after 4000 ms by default, or when dismissed', () => {
    vi.useFakeTimers();
    const id = toast('Товар добавлен в корзину', { type: 'success' });
    toast('Другое');
    expect(TOAST_DURATION).toBe(4000);
    dismissToast(id);
    expect(toastStore.toasts.map((item) => item.title)).toEqual(['Другое']);
    vi.advanceTimersByTime(4000);
    expect(toastStore.toasts).toEqual([]);
  });
});
