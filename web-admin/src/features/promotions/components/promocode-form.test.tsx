import { ApiError } from '@shop/api/client';
import { shopDayEndIso } from '@shop/core/rules';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newPromocode, PromocodeForm } from './promocode-form';

const renderForm = (onSubmit: (input: unknown) => Promise<unknown>) =>
  render(
    <PromocodeForm
      title="Новый промокод"
      initial={newPromocode()}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );

describe('promocode form', () => {
  it('names a bad percentage before sending, then sends kopecks and days of the shop clock', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText('Код'), { target: { value: 'osen' } });
    fireEvent.change(screen.getByLabelText('Скидка, %'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Скидка в процентах: целое число от 1 до 100')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Скидка, %'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Минимальная сумма заказа, ₽'), { target: { value: '2 500,50' } });
    fireEvent.change(screen.getByLabelText('Действует по'), { target: { value: '2026-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({
        code: 'OSEN',
        discountValue: 20,
        minOrderValueKopecks: 250_050,
        validUntil: shopDayEndIso('2026-12-31'),
      }),
    ]);
  }, 20_000);

  it('puts the server’s refusal of a taken code on the code field', async () => {
    const message = 'Промокод с таким кодом уже есть (регистр не важен)';
    renderForm(async () => {
      throw new ApiError(409, { code: 'CONFLICT', message, fields: { code: message } });
    });
    fireEvent.change(screen.getByLabelText('Код'), { target: { value: 'LETO' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
    expect(screen.getByLabelText('Код').getAttribute('aria-invalid')).toBe('true');
  });
});
