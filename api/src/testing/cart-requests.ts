/** Calls to the cart routes for tests, signed in as one account. */
import { bearer } from './auth-fixtures';
import { json, type TestApp } from './test-app';

export function cartRequests(t: TestApp, token: string | null) {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await t.app.request(`/api/cart${path}`, {
      method,
      headers: {
        ...(token ? bearer(token) : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return { status: response.status, body: await json(response) };
  };
  return {
    call,
    get: (query = '') => call('GET', query ? `?${query}` : ''),
    add: (body: unknown) => call('POST', '/add', body),
    addBatch: (items: unknown) => call('POST', '/add-batch', { items }),
    update: (body: unknown) => call('PUT', '/update', body),
    remove: (body: unknown) => call('DELETE', '/remove', body),
    clear: () => call('DELETE', '/clear'),
    migrate: (localCartData: unknown) => call('POST', '/migrate', { localCartData }),
    updateGroup: (body: unknown) => call('PUT', '/update-wholesale-group', body),
    removeGroup: (body: unknown) => call('DELETE', '/remove-wholesale-group', body),
    applyPromocode: (code: unknown) => call('POST', '/promocode', { code }),
    removePromocode: () => call('DELETE', '/promocode'),
  };
}
