import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/app';
import { ADMIN_BASENAME, adminRoutes } from '../app/router';
import { restoreSession } from '../features/auth/store/auth-store';

/** Starts the admin app at `path` (a full address such as '/admin/users') the way main.tsx does. */
export function renderAdmin(path: string) {
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path], basename: ADMIN_BASENAME });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  void restoreSession();
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router };
}
