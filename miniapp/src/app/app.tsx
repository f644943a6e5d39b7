import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { startCartSession } from '../features/cart/store/cart-session';
import { type AddChosenVariant, QuickAddProvider } from '../features/catalog';
import { createQueryClient } from '../shared/api/query-client';
import { prefetchFirstPage } from './prefetch';
import { ShopRoutes } from './router';

/** A card's quick add puts the variant into the cart; that code loads on the first add, not with the entry. */
const addChosenVariant: AddChosenVariant = async (product, color, size) =>
  (await import('../features/cart/lib/add-product-to-cart')).addProductToCart(product, color, size);

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    prefetchFirstPage(client, window.location);
    return client;
  });
  useEffect(() => startCartSession(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <QuickAddProvider value={addChosenVariant}>
        <BrowserRouter>
          <ShopRoutes />
        </BrowserRouter>
      </QuickAddProvider>
    </QueryClientProvider>
  );
}
