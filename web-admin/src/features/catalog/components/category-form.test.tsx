import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CategoryForm, categoryValues } from './category-form';

describe('category form', () => {
  it('sends a root category with parentId null and names a bad slug', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(
      <CategoryForm
        title="Новая категория"
        initial={categoryValues(undefined, null)}
        categories={[]}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    fireEvent.change(screen.getByLabelText('Название (рус.)'), { target: { value: 'Пальто' } });
    fireEvent.change(screen.getByLabelText('Адрес (латиницей)'), { target: { value: 'Пальто' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(/латинские буквы в нижнем регистре/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Адрес (латиницей)'), { target: { value: 'palto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]).toEqual([expect.objectContaining({ slug: 'palto', parentId: null })]);
  });

  it("fills a new category's address from its Russian name until staff type their own", () => {
    render(
      <CategoryForm
        title="Новая категория"
        initial={categoryValues(undefined, null)}
        categories={[]}
        onSubmit={async () => undefined}
        onCancel={() => undefined}
      />,
    );
    const name = screen.getByLabelText('Название (рус.)');
    const slug = screen.getByLabelText<HTMLInputElement>('Адрес (латиницей)');
    fireEvent.change(name, { target: { value: 'Вечерние' } });
    fireEvent.change(name, { target: { value: 'Вечерние платья' } });
    expect(slug.value).toBe('vechernie-platya');
    fireEvent.change(slug, { target: { value: 'evening' } });
    fireEvent.change(name, { target: { value: 'Вечерние платья и костюмы' } });
    expect(slug.value).toBe('evening');
  });
});
