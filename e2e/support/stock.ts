/** Stock changes the storefront specs make as the shop's manager would: through the CSV stock import. */
import { type APIRequestContext, expect } from '@playwright/test';
import { staff } from '../global-setup';

/** Sets the stock of the variants by SKU. */
export async function setStock(request: APIRequestContext, stock: { sku: string; quantity: number }[]) {
  const login = await request.post('/api/auth/login-unified', {
    data: { identifier: staff.manager.email, password: staff.manager.password },
  });
  const { token } = (await login.json()).data as { token: string };
  const rows = stock.map(({ sku, quantity }) => `${sku};${quantity}\n`).join('');
  const applied = await request.post('/api/admin/csv/stock/apply', {
    headers: { authorization: `Bearer ${token}` },
    data: { csv: `SKU;Остаток\n${rows}` },
  });
  expect(applied.status()).toBe(200);
}
