/**
 * The product page at /product/1 with the api answering for `product` (null: not found), the shop's settings and
 * `more` answers by path.
 */
import { vi } from 'vitest';
import { clearCart } from '../features/cart/store/cart-store';
import type { Product } from '../features/catalog/types';
import { toastStore } from '../shared/ui/toast/toast-store';
import { retailSettings } from './products';
import { fail, ok, renderApp, stubApi } from './render';

export function openProduct(
  product: Product | null,
  settings: unknown = retailSettings,
  secondPath?: unknown,
  more: Parameters<typeof stubApi>[0] = {},
) {
  clearCart();
  toastStore.toasts = [];
  vi.stubGlobal(
    'fetch',
    stubApi({
      '/api/products/1': product
        ? ok(product)
        : () =>
            Response.json(
              { success: false, error: { code: 'NOT_FOUND', message: 'Товар не найден' } },
              { status: 404 },
            ),
      '/api/products/1/related': ok({
        products: [],
        pagination: { page: 1, limit: 4, total: 0, pages: 0, hasNext: false },
      }),
      '/api/colors/mapping': ok({ codeToHex: {}, codeToName: {} }),
      '/api/settings/contact-widget/public': ok({
        enabled: false,
        channels: {},
        theme: {},
        position: 'bottom-right',
      }),
      '/api/wholesale/public-retail-settings': settings ? ok(settings) : fail(),
      '/api/wholesale/retail-settings': secondPath ? ok(secondPath) : fail(),
      ...more,
    }),
  );
  return renderApp('/product/1');
}
