/** Renders storefront UI the way the app does: a query client (no retries, so failures show at once) and a router. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type InitialEntry, RouterProvider } from 'react-router-dom';
import { ShopRoutes } from '../app/router';
import { addProductToCart } from '../features/cart';
import { QuickAddProvider } from '../features/catalog';
import { createQueryClient } from '../shared/api/query-client';

const testQueryClient = () => createQueryClient({ queries: { retry: false } });

/** The whole app at a path (a memory router around the shop's routes, so tests can read where it went). */
/** The whole app at a path, or at a location with its state (a page that sent the visitor on). */
export function renderApp(path: InitialEntry) {
  const router = createMemoryRouter([{ path: '*', element: <ShopRoutes /> }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={testQueryClient()}>
      <QuickAddProvider value={addProductToCart}>
        <RouterProvider router={router} />
      </QuickAddProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/** One component inside a router at a path. */
export function renderWithProviders(ui: ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <QuickAddProvider value={addProductToCart}>
        <RouterProvider router={router} />
      </QuickAddProvider>
    </QueryClientProvider>,
  );
}

/** A fetch that answers every call with the shop's envelope, picked by path. */
export function stubApi(answers: Record<string, () => Promise<Response> | Response>) {
  const fetchMock = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[url.pathname];
    if (answer) return answer();
    return Response.json(
      { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } },
      { status: 404 },
    );
  };
  return fetchMock;
}

export const ok = (data: unknown) => () => Response.json({ success: true, data });
export const never = () => () => new Promise<Response>(() => {});
export const fail =
  (status = 500) =>
  () =>
    Response.json({ success: false, error: { code: 'INTERNAL', message: 'Ошибка сервера' } }, { status });
