import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AreaGate } from '../features/auth/components/area-gate';
import { RequireStaff } from '../features/auth/components/require-staff';
import type { AdminArea } from '../features/auth/permissions';
import { texts } from '../lib/texts';
import { StatusMessage } from '../ui/status-message';
import { AdminLayout } from './layout/admin-layout';
import { RouteErrorPage } from './routes/route-error';

/** The app is served under /admin/; routes below are written relative to it. */
export const ADMIN_BASENAME = '/admin';

function lazyPage(load: () => Promise<ComponentType>) {
  return lazy(async () => ({ default: await load() }));
}

const ProductEditPage = lazyPage(() => import('./routes/product-edit').then((m) => m.ProductEditPage));
const StockImportPage = lazyPage(() => import('./routes/stock-import').then((m) => m.StockImportPage));
const OrderDetailPage = lazyPage(() => import('./routes/order-detail').then((m) => m.OrderDetailPage));
const LoginPage = lazyPage(() => import('./routes/login').then((m) => m.LoginPage));
const NotFoundPage = lazyPage(() => import('./routes/not-found').then((m) => m.NotFoundPage));

// Each area's page is its own chunk, loaded when first opened.
const areaPages: Record<AdminArea, ComponentType> = {
  dashboard: lazyPage(() => import('./routes/dashboard').then((m) => m.DashboardPage)),
  orders: lazyPage(() => import('./routes/orders').then((m) => m.OrdersPage)),
  products: lazyPage(() => import('./routes/products').then((m) => m.ProductsPage)),
  categories: lazyPage(() => import('./routes/categories').then((m) => m.CategoriesPage)),
  colors: lazyPage(() => import('./routes/colors').then((m) => m.ColorsPage)),
  sizes: lazyPage(() => import('./routes/sizes').then((m) => m.SizesPage)),
  'home-content': lazyPage(() => import('./routes/home-content').then((m) => m.HomeContentPage)),
  promotions: lazyPage(() => import('./routes/promotions').then((m) => m.PromotionsPage)),
  promocodes: lazyPage(() => import('./routes/promocodes').then((m) => m.PromocodesPage)),
  referrals: lazyPage(() => import('./routes/referrals').then((m) => m.ReferralsPage)),
  telegram: lazyPage(() => import('./routes/telegram').then((m) => m.TelegramPage)),
  shipping: lazyPage(() => import('./routes/shipping').then((m) => m.ShippingPage)),
  wholesale: lazyPage(() => import('./routes/wholesale').then((m) => m.WholesalePage)),
  'wholesale/settings': lazyPage(() =>
    import('./routes/wholesale-settings').then((m) => m.WholesaleSettingsPage),
  ),
  'wholesale/products': lazyPage(() =>
    import('./routes/wholesale-products').then((m) => m.WholesaleProductsPage),
  ),
  'wholesale/analytics': lazyPage(() =>
    import('./routes/wholesale-analytics').then((m) => m.WholesaleAnalyticsPage),
  ),
  users: lazyPage(() => import('./routes/users').then((m) => m.UsersPage)),
  audit: lazyPage(() => import('./routes/audit').then((m) => m.AuditPage)),
  settings: lazyPage(() => import('./routes/settings').then((m) => m.SettingsPage)),
};

function PageSuspense({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={<StatusMessage>{texts.pageLoading}</StatusMessage>}>
      <Page />
    </Suspense>
  );
}

export const adminRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/login', element: <PageSuspense page={LoginPage} /> },
      {
        path: '/',
        element: (
          <RequireStaff>
            <AdminLayout />
          </RequireStaff>
        ),
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          {
            path: '/products/import',
            element: (
              <AreaGate area="products">
                <StockImportPage />
              </AreaGate>
            ),
          },
          {
            path: '/products/:id',
            element: (
              <AreaGate area="products">
                <ProductEditPage />
              </AreaGate>
            ),
          },
          {
            path: '/orders/:id',
            element: (
              <AreaGate area="orders">
                <OrderDetailPage />
              </AreaGate>
            ),
          },
          ...Object.entries(areaPages).map(([area, Page]) => ({
            path: `/${area}`,
            element: (
              <AreaGate area={area as AdminArea}>
                <Page />
              </AreaGate>
            ),
          })),
        ],
      },
      { path: '*', element: <PageSuspense page={NotFoundPage} /> },
    ],
  },
];

export function createAdminRouter() {
  return createBrowserRouter(adminRoutes, { basename: ADMIN_BASENAME });
}
