import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newPromotion, PromotionForm } from './promotion-form';

const renderForm = (onSubmit: (input: unknown) => Promise<unknown> = async () => undefined) =>
  render(
    <PromotionForm
      title="Новая акция"
      initial={newPromotion()}
      categories={[]}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );

const chooseType = (label: string) =>
  fireEvent.change(screen.getByLabelText('Тип скидки'), {
    target: { value: label === 'Процент' ? 'percentage' : 'fixed' },
  });

describe('promotion form', () => {
  it('keeps the number staff typed when the discount type changes, and sends kopecks', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    chooseType('Сумма');
    expect(screen.getByLabelText<HTMLInputElement>('Скидка, ₽').value).toBe('10');
    chooseType('Процент');
    expect(screen.getByLabelText<HTMLInputElement>('Скидка, %').value).toBe('10');
    fireEvent.change(screen.getByLabelText('Скидка, %'), { target: { value: '12.5' } });
    chooseType('Сумма');
    expect(screen.getByLabelText<HTMLInputElement>('Скидка, ₽').value).toBe('');
    fireEvent.change(screen.getByLabelText('Скидка, ₽'), { target: { value: '10,50' } });
    chooseType('Процент');
    expect(screen.getByLabelText<HTMLInputElement>('Скидка, %').value).toBe('');
    fireEvent.change(screen.getByLabelText('Скидка, %'), { target: { value: '10' } });
    chooseType('Сумма');
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Осень' } });
    fireEvent.change(screen.getByLabelText('Значок на карточке'), { target: { value: '−10 ₽' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({ discountType: 'fixed', discountValue: 1000 }),
    ]);
  }, 20_000);

  it('takes a start and an end to the minute on the shop’s clock, and shows a saved one there', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Утро' } });
    fireEvent.change(screen.getByLabelText('Значок на карточке'), { target: { value: '−10%' } });
    fireEvent.change(screen.getByLabelText('Начало'), { target: { value: '2026-12-01T10:30' } });
    fireEvent.change(screen.getByLabelText('Окончание'), { target: { value: '2026-12-01T14:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({ startsAt: '2026-12-01T10:30:00+03:00', endsAt: '2026-12-01T14:00:00+03:00' }),
    ]);

    cleanup();
    render(
      <PromotionForm
        title="Акция «Вечер»"
        initial={{
          ...newPromotion(),
          startsAt: '2026-12-01T15:00:00.000Z',
          endsAt: '2026-12-01T20:59:59.000Z',
        }}
        categories={[]}
        onSubmit={async () => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Начало').value).toBe('2026-12-01T18:00');
    expect(screen.getByLabelText<HTMLInputElement>('Окончание').value).toBe('2026-12-01T23:59');
  }, 20_000);

  it('puts «Отмена» beside «Сохранить», in one row of buttons', () => {
    renderForm();
    const save = screen.getByRole('button', { name: 'Сохранить' });
    expect(screen.getByRole('button', { name: 'Отмена' }).parentElement).toBe(save.parentElement);
  });
});
