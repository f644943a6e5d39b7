import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { startCartSession } from '../features/cart/store/cart-session';
import { type AddChosenVariant, QuickAddProvider } from '../features/catalog';
import { createQueryClient } from '../shared/api/query-client';
import { type FirstScreenAnswer, takeAnswers } from './first-screen-answers';
import { prefetchFirstPage } from './prefetch';
import { ShopRoutes } from './router';

/** A card's quick add and a product page put the variant into the cart; that code loads on the first add. */
const addChosenVariant: AddChosenVariant = async (product, color, size, quantity, sizeName) =>
  (await import('../features/cart/lib/add-product-to-cart')).addProductToCart(
    product,
    color,
    size,
    quantity,
    sizeName,
  );

/** What every page stands in, in the browser and in the server's drawing of a first screen alike. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <QuickAddProvider value={addChosenVariant}>{children}</QuickAddProvider>
    </QueryClientProvider>
  );
}

/** The shop in the browser; `firstScreen` holds the answers the server drew the page from, when it drew it. */
export function App({ firstScreen }: { firstScreen?: FirstScreenAnswer[] }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (firstScreen) takeAnswers(client, firstScreen);
    void prefetchFirstPage(client, window.location);
    return client;
  });
  useEffect(() => startCartSession(queryClient), [queryClient]);
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <ShopRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
