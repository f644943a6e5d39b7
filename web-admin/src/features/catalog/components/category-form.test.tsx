import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/fake-api';
import { CategoryForm, categoryValues } from './category-form';

afterEach(() => vi.unstubAllGlobals());

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

  it('uploads a picture like the other pictures and sends its card-sized address; «Убрать» sends none', async () => {
    const { calls } = mockApi({
      'POST /api/uploads/single': () =>
        ok({
          url: '/uploads/2026/11/coat.webp',
          variants: { card: { url: '/uploads/2026/11/coat-card.webp' } },
        }),
    });
    const onSubmit = vi.fn(async (_input: unknown) => undefined);
    const category = categoryValues(undefined, null);
    render(
      <CategoryForm
        title="Новая категория"
        initial={{ ...category, name: { ...category.name, ru: 'Пальто' }, slug: 'palto' }}
        categories={[]}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'coat.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Загрузить картинку: Картинка'), { target: { files: [file] } });
    expect((await screen.findByRole<HTMLImageElement>('img', { name: 'Сейчас: Картинка' })).src).toContain(
      '/uploads/2026/11/coat-card.webp',
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/uploads/single']);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ image: '/uploads/2026/11/coat-card.webp' });

    fireEvent.click(screen.getByRole('button', { name: 'Убрать' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ image: null });
  });
});
