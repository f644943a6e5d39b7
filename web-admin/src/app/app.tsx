import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { createAdminRouter } from './router';

type AdminRouter = ReturnType<typeof createAdminRouter>;

/** The whole app: providers around the router (a browser router in the page, a memory router in tests). */
export function App({ router, queryClient }: { router: AdminRouter; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
