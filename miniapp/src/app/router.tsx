/**
 * Every storefront route of SPEC.md section 2; the admin routes belong to the web-admin app under /admin.
 *
 * The routes are matched by `useRoutes` under a `<BrowserRouter>` rather than by a data router: the storefront
 * loads its data with TanStack Query, and the data router's own machinery (loaders, actions, fetchers, route
 * errors) would add about 14 KB gzipped to every first screen. Each route's `handle` reaches the layout through
 * RouteHandleContext, and RouteErrorBoundary stands where `errorElement` would.
 */
import { useMemo } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { noteDrawnPageAddress } from '../shared/lib/drawn-page';
import { RequireAuth } from './layout/require-auth';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './layout/route-error';
import { deepestHandle, type RouteHandle, RouteHandleContext } from './layout/route-handle';
import { lazyPage } from './lazy-page';

const minimalFooter: RouteHandle = { footer: 'minimal' };
const withBackButton: RouteHandle = { headerBack: true };

const pages: RouteObject[] = [
  { index: true, element: lazyPage(() => import('./routes/home-page'), 'HomePage') },
  { path: 'auth', element: lazyPage(() => import('./routes/auth-page'), 'AuthPage'), handle: minimalFooter },
  {
    path: 'forgot-password',
    element: lazyPage(() => import('./routes/forgot-password-page'), 'ForgotPasswordPage'),
    handle: minimalFooter,
  },
  {
    path: 'reset-password',
    element: lazyPage(() => import('./routes/reset-password-page'), 'ResetPasswordPage'),
    handle: minimalFooter,
  },
  {
    path: 'create-account',
    element: lazyPage(() => import('./routes/create-account-page'), 'CreateAccountPage'),
    handle: minimalFooter,
  },
  { path: 'products', element: lazyPage(() => import('./routes/catalog-page'), 'CatalogPage') },
  {
    path: 'products/category/:categorySlug',
    element: lazyPage(() => import('./routes/catalog-page'), 'CategoryPage'),
  },
  {
    path: 'product/:id',
    element: lazyPage(() => import('./routes/product-page'), 'ProductPage'),
    handle: withBackButton,
  },
  { path: 'search', element: lazyPage(() => import('./routes/search-page'), 'SearchPage') },
  { path: 'cart', element: lazyPage(() => import('./routes/cart-page'), 'CartPage') },
  {
    path: 'checkout',
    element: lazyPage(() => import('./routes/checkout-page'), 'CheckoutPage'),
    handle: withBackButton,
  },
  { path: 'wishlist', element: lazyPage(() => import('./routes/wishlist-page'), 'WishlistPage') },
  { path: 'my-sizes', element: lazyPage(() => import('./routes/my-sizes-page'), 'MySizesPage') },
  {
    path: 'order-confirmation/:orderIdOrMethod',
    element: lazyPage(() => import('./routes/order-confirmation-page'), 'OrderConfirmationPage'),
    handle: minimalFooter,
  },
  {
    path: 'order-lookup',
    element: lazyPage(() => import('./routes/order-lookup-page'), 'OrderLookupPage'),
    handle: minimalFooter,
  },
  {
    path: 'checkout-success',
    element: lazyPage(() => import('./routes/order-confirmation-page'), 'CheckoutSuccessPage'),
    handle: minimalFooter,
  },
  { path: 'contact', element: lazyPage(() => import('./routes/info/contact-page'), 'ContactPage') },
  { path: 'about', element: lazyPage(() => import('./routes/info/about-page'), 'AboutPage') },
  {
    path: 'delivery-payment',
    element: lazyPage(() => import('./routes/info/delivery-payment-page'), 'DeliveryPaymentPage'),
  },
  {
    path: 'returns-exchange',
    element: lazyPage(() => import('./routes/info/returns-exchange-page'), 'ReturnsExchangePage'),
  },
  { path: 'size-chart', element: lazyPage(() => import('./routes/info/size-chart-page'), 'SizeChartPage') },
  {
    path: 'privacy-policy',
    element: lazyPage(() => import('./routes/info/privacy-policy-page'), 'PrivacyPolicyPage'),
  },
  {
    path: 'staff/*',
    element: lazyPage(() => import('./routes/staff-page'), 'StaffPage'),
    handle: minimalFooter,
  },
  { path: 'test/upload', element: lazyPage(() => import('./routes/test-upload-page'), 'TestUploadPage') },
  {
    element: <RequireAuth />,
    children: [{ path: 'account', element: lazyPage(() => import('./routes/account-page'), 'AccountPage') }],
  },
  { path: '*', element: lazyPage(() => import('./routes/not-found-page'), 'NotFoundPage') },
];

const routes: RouteObject[] = [{ path: '/', element: <RootLayout />, children: pages }];

/** The page at the current address in its frame; a failure in the frame itself still shows the error page. */
export function ShopRoutes() {
  const location = useLocation();
  noteDrawnPageAddress(location.key);
  const element = useRoutes(routes, location);
  const handle = useMemo(() => deepestHandle(matchRoutes(routes, location)), [location]);
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <RouteHandleContext value={handle}>{element}</RouteHandleContext>
    </RouteErrorBoundary>
  );
}
