import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminPromotion } from '../api/promotion-calls';
import { newPromotion } from './promotion-form';
import { PromotionsTable } from './promotions-table';

const promotion = (
  name: string,
  status: AdminPromotion['status'],
  endedAt: string | null = null,
): AdminPromotion => ({
  ...newPromotion(),
  id: name.length,
  name,
  badge: '−10%',
  isActive: status !== 'paused',
  endedAt,
  status,
  createdAt: '2026-10-01T00:00:00.000Z',
});

describe('promotions table', () => {
  it('offers no change to a promotion staff ended, a later end to one whose period ran out', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PromotionsTable
          promotions={[
            promotion('Лето', 'ended', '2026-11-01T00:00:00.000Z'),
            promotion('Весна', 'ended'),
            promotion('Осень', 'running'),
          ]}
          onEdit={() => undefined}
        />
      </QueryClientProvider>,
    );
    const buttonsOf = (name: string) =>
      screen
        .queryAllByRole('button')
        .map((button) => button.getAttribute('aria-label'))
        .filter((label) => label?.endsWith(`: ${name}`));
    expect(buttonsOf('Лето')).toEqual([]);
    expect(buttonsOf('Весна')).toEqual(['Изменить: Весна']);
    expect(buttonsOf('Осень')).toEqual(['Изменить: Осень', 'Приостановить: Осень', 'Завершить: Осень']);
    // On a phone each row is a card: every value carries its column's name.
    const row = screen.getByRole('row', { name: /Осень/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Акция', 'Скидка', 'На что', 'Период', 'Состояние', 'Действия']);
  });
});
