import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { startCartSession } from '../features/cart/store/cart-session';
import { createQueryClient } from '../shared/api/query-client';
import { prefetchFirstPage } from './prefetch';
import { createRouter } from './router';

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    prefetchFirstPage(client, window.location.pathname);
    return client;
  });
  const [router] = useState(createRouter);
  useEffect(() => startCartSession(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
