import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { isDatabaseBusy } from '@shop/db';
import type { Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { type AppDeps, dbOf } from './deps';
import { ApiError, errorBody, errorForStatus } from './lib/errors';
import type { Logger } from './lib/logger';
import { apiReferencePage } from './lib/reference-page';
import { validationError } from './lib/router';
import { compressText } from './middleware/compress-text';
import { DatabaseNotAnswering, databaseDeadline } from './middleware/database-deadline';
import { limitBody, refuseNulBytes, requireJsonBody } from './middleware/json-body';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { adminAuditRoutes } from './routes/admin/audit';
import { adminCsvRoutes } from './routes/admin/csv';
import { adminDashboardRoutes } from './routes/admin/dashboard';
import { adminHomeRoutes } from './routes/admin/home';
import { adminOrderRoutes } from './routes/admin/orders';
import { adminProductRoutes } from './routes/admin/products';
import { adminPromocodeRoutes } from './routes/admin/promocodes';
import { adminPromotionRoutes } from './routes/admin/promotions';
import { adminColorRoutes, adminSizeRoutes } from './routes/admin/reference';
import { adminReferralRoutes } from './routes/admin/referrals';
import { adminSettingsRoutes } from './routes/admin/settings';
import { adminShippingRoutes } from './routes/admin/shipping';
import { adminStockRoutes } from './routes/admin/stock';
import { adminTelegramRoutes } from './routes/admin/telegram';
import { adminUserRoutes } from './routes/admin/users';
import { adminWholesaleRoutes } from './routes/admin/wholesale';
import { authRoutes } from './routes/auth';
import { adminPermissionRoutes } from './routes/auth-permissions';
import { bannerRoutes } from './routes/banners';
import { buyerListRoutes } from './routes/buyer-lists';
import { cartRoutes } from './routes/cart';
import { categoryRoutes } from './routes/categories';
import { colorRoutes } from './routes/colors';
import { healthRoutes } from './routes/health';
import { homeRoutes } from './routes/home';
import { orderRoutes } from './routes/orders';
import { passwordResetRoutes } from './routes/password-reset';
import { paymentRoutes } from './routes/payments';
import { productRoutes } from './routes/products';
import { promocodeRoutes } from './routes/promocodes';
import { referralRoutes } from './routes/referrals';
import { searchRoutes } from './routes/search';
import { settingsRoutes } from './routes/settings';
import { shippingRoutes } from './routes/shipping';
import { shopIconRoutes } from './routes/shop-icons';
import { sizeProfileRoutes } from './routes/size-profile';
import { sizeRoutes } from './routes/sizes';
import { stockSubscriptionRoutes } from './routes/stock-subscriptions';
import { uploadFileRoutes } from './routes/upload-files';
import { uploadRoutes } from './routes/uploads';
import { wholesalePublicRoutes } from './routes/wholesale-public';
import { catalogCachesOff, createCatalogService } from './services/catalog/catalog-service';
import { shopIcons } from './services/shop-icons';
import { uploadService } from './services/uploads/upload-service';
import { serveFrontEnds } from './static-files';
import { localStorage } from './storage/local-storage';
import { storefrontFirstScreen } from './storefront-first-screen';
import { storefrontHead } from './storefront-head';
import { TELEGRAM_WEBHOOK_PATH, telegramWebhookRoutes } from './telegram/webhook';

z.config(z.locales.ru());

export const OPENAPI_PATH = '/api/openapi.json';
export const API_REFERENCE_PATH = '/api/docs';

/** Builds the whole HTTP app without side effects: no listening, no environment reads. */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono();
  app.use(securityHeaders(deps.config));
  app.use(compressText());
  applyApiMiddleware(app, deps.log);
  app.use('/api/*', databaseDeadline(deps.database));
  const catalog = createCatalogService(
    dbOf(deps),
    deps.config.catalogCache ? {} : catalogCachesOff,
    deps.catalogChanges,
  );
  const storage = deps.storage ?? localStorage(deps.staticRoots?.uploads ?? join(tmpdir(), 'shop-uploads'));
  const uploads = uploadService(dbOf(deps), storage);

  const api = app
    .route('/api/health', healthRoutes(deps))
    .route('/api/auth', authRoutes(deps))
    .route('/api/auth/password-reset', passwordResetRoutes(deps))
    .route('/api/auth/me/sizes', sizeProfileRoutes(deps))
    .route('/api/auth/me/wishlist', buyerListRoutes(deps, 'wishlist'))
    .route('/api/auth/me/viewed', buyerListRoutes(deps, 'viewed'))
    .route('/api/admin', adminPermissionRoutes(deps))
    .route('/api/settings', settingsRoutes(deps))
    .route('/api/admin/products', adminProductRoutes(deps, catalog))
    .route('/api/admin/colors', adminColorRoutes(deps, catalog))
    .route('/api/admin/sizes', adminSizeRoutes(deps, catalog))
    .route('/api/admin/orders', adminOrderRoutes(deps, catalog))
    .route('/api/admin/users', adminUserRoutes(deps))
    .route('/api/admin/dashboard', adminDashboardRoutes(deps))
    .route('/api/admin/audit', adminAuditRoutes(deps))
    .route('/api/admin/csv', adminCsvRoutes(deps, catalog))
    .route('/api/admin/stock', adminStockRoutes(deps, catalog))

    .route('/api/admin/settings', adminSettingsRoutes(deps))
    .route('/api/admin/promocodes', adminPromocodeRoutes(deps, catalog))
    .route('/api/admin/promotions', adminPromotionRoutes(deps, catalog))
    .route('/api/admin/shipping', adminShippingRoutes(deps, catalog))
    .route('/api/admin/home', adminHomeRoutes(deps, catalog))
    .route('/api/admin/wholesale', adminWholesaleRoutes(deps, catalog))
    .route('/api/admin/telegram', adminTelegramRoutes(deps))
    .route('/api/admin/referrals', adminReferralRoutes(deps))
    .route('/api/categories', categoryRoutes(deps, catalog))
    // search first: /api/products/search is not a product id
    .route('/api/products', searchRoutes(deps, catalog))
    .route('/api/products', productRoutes(deps, catalog))
    .route('/api/products', stockSubscriptionRoutes(deps))
    .route('/api', homeRoutes(deps, catalog))
    .route('/api/banners', bannerRoutes(deps))
    .route('/api/colors', colorRoutes(deps))
    .route('/api/sizes', sizeRoutes(deps))
    .route('/api/promocodes', promocodeRoutes(deps))
    .route('/api/cart', cartRoutes(deps))
    .route('/api/shipping', shippingRoutes(deps))
    .route('/api/orders', orderRoutes(deps, catalog))
    .route('/api/referrals', referralRoutes(deps))
    .route('/api/payments', paymentRoutes(deps))
    .route('/api/wholesale', wholesalePublicRoutes(deps))
    .route('/api/uploads', uploadRoutes(deps, uploads))
    .route('/api/shop-icon', shopIconRoutes(deps, shopIcons(storage, deps.staticRoots?.uploads)));

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.doc31(OPENAPI_PATH, {
    openapi: '3.1.0',
    info: {
      title: 'Shop API',
      version: '1.0.0',
      description: 'Telegram-first fashion shop: storefront, accounts, carts, orders and the back office.',
    },
    servers: [{ url: '/' }],
  });
  const referencePage = apiReferencePage(OPENAPI_PATH);
  app.get(API_REFERENCE_PATH, (c) => {
    c.header('Content-Security-Policy', referencePage.contentSecurityPolicy);
    return c.html(referencePage.html);
  });
  // Outside the typed `api` chain: only Telegram calls it, never the shop's own clients.
  if (deps.telegramWebhook) app.route(TELEGRAM_WEBHOOK_PATH, telegramWebhookRoutes(deps.telegramWebhook));

  refuseUnknownApiPaths(app);
  app.route('/uploads', uploadFileRoutes(storage, uploads));
  if (deps.staticRoots) {
    const { storefront } = deps.staticRoots;
    serveFrontEnds(app, deps.staticRoots, {
      ...(storefront
        ? {
            storefront: {
              head: storefrontHead({ db: dbOf(deps), catalog, log: deps.log }),
              ...(deps.staticRoots.storefrontDrawing
                ? {
                    drawing: storefrontFirstScreen({
                      modulePath: deps.staticRoots.storefrontDrawing,
                      fetchApi: async (input, init) =>
                        app.request(input instanceof Request ? input : String(input), init),
                      log: deps.log,
                    }),
                  }
                : {}),
            },
          }
        : {}),
    });
  }
  handleErrors(app, deps.log);
  // Timed work outside a request (a payment hold running out) changes stock the cached pages show.
  return { app, api, dropCatalogCache: () => catalog.invalidate() };
}

export type ShopApi = ReturnType<typeof createApp>['api'];

// biome-ignore lint/suspicious/noExplicitAny: applies to an app whatever its routes
type AnyHono = Hono<any, any, any>;

/** Request ids and logging, a body size limit and JSON-only bodies for everything under /api. */
export function applyApiMiddleware(app: AnyHono, log: Logger): void {
  // A load balancer's X-Request-Id (letters, digits, `_`, `-`, `=`) is kept, so its logs and ours match.
  app.use('/api/*', requestId({ limitLength: 100 }));
  app.use('/api/*', requestLog(log));
  const jsonBodyLimit = limitBody(1024 * 1024, () => {
    throw new ApiError('PAYLOAD_TOO_LARGE', 'Слишком большой запрос: не более 1 МБ');
  });
  // Uploads take files of up to 10 MB and count their own bytes as they stream in (services/uploads).
  app.use('/api/*', (c, next) => (isFileUpload(c) ? next() : jsonBodyLimit(c, next)));
  app.use('/api/*', requireJsonBody({ multipartPaths: /^\/api\/upload/ }));
  app.use('/api/*', refuseNulBytes());
}

const isFileUpload = (c: Context) =>
  c.req.method === 'POST' &&
  /^\/api\/uploads\/(single|multiple)$/.test(c.req.path) &&
  /^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '');

/** Registered after the API routes and before the front ends, whose fallback would answer anything. */
export function refuseUnknownApiPaths(app: AnyHono): void {
  app.all('/api/*', () => {
    throw new ApiError('NOT_FOUND', 'Такого адреса API нет');
  });
}

const BUSY_RETRY_AFTER_SECONDS = 2;
/** A busy database refused the work: the transaction rolled back. */
const DATABASE_BUSY_MESSAGE = 'Магазин сейчас перегружен, ничего не сохранено. Повторите через пару секунд';
/**
 * The database did not answer in time: the work left behind may still commit when it does, so nothing is promised
 * either way. An order sent again under the same Idempotency-Key is placed once whichever way it went.
 */
const DATABASE_SILENT_MESSAGE = 'Магазин сейчас перегружен и не дождался ответа. Повторите через пару секунд';

/** What names a request in a log line. */
const requestOf = (c: Context) => ({
  requestId: c.get('requestId') as string | undefined,
  method: c.req.method,
  path: c.req.path,
});

/** Validation failures, Hono's own exceptions and crashes all answer with the one error body. */
export function handleErrors(app: AnyHono, log: Logger): void {
  app.notFound((c) => c.json(errorBody('NOT_FOUND', 'Не найдено'), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json(errorBody(error.code, error.message, error.fields), error.status);
    }
    if (error instanceof z.ZodError) {
      const invalid = validationError(error);
      return c.json(errorBody(invalid.code, invalid.message, invalid.fields), invalid.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      if (/malformed json/i.test(error.message)) {
        return c.json(errorBody('INVALID_JSON', 'Тело запроса не является корректным JSON'), 400);
      }
      const mapped = errorForStatus(error.status);
      return c.json(errorBody(mapped.code, mapped.message), error.status as ContentfulStatusCode);
    }
    if (isDatabaseBusy(error) || error instanceof DatabaseNotAnswering) {
      // The client may send the same request again: a busy error rolled its transaction back; a request the
      // database did not answer in time may still commit later, which its Idempotency-Key makes safe to repeat.
      log.warn('busy database', {
        ...requestOf(c),
        reason: error instanceof Error ? error.message : String(error),
      });
      c.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      const message = error instanceof DatabaseNotAnswering ? DATABASE_SILENT_MESSAGE : DATABASE_BUSY_MESSAGE;
      return c.json(errorBody('SERVICE_UNAVAILABLE', message), 503);
    }
    log.error('request failed', {
      ...requestOf(c),
      error:
        error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : error,
    });
    return c.json(errorBody('INTERNAL_ERROR', 'Произошла ошибка'), 500);
  });
}
