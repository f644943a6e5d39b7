import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { browserAppTests } from '../vitest.browser-apps';

const apiTarget = 'http://localhost:3000';
const apiProxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/uploads': { target: apiTarget, changeOrigin: true },
};

/** The libraries every page needs, kept in one long-cached chunk apart from our own code. */
const vendor =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|valtio|proxy-compare|@vanilla-extract)[\\/]/;
/** The Telegram SDK and its own dependencies: only the mini-app mode loads it (nothing in the web entry imports it). */
const telegramSdk = /[\\/]node_modules[\\/](@telegram-apps|valibot|better-promises|error-kid|mitt)[\\/]/;

/**
 * Test files that start Telegram's SDK (src/features/telegram/testing): the SDK keeps what it mounted (buttons,
 * viewport, settings button) in its own modules, which no test can reset, so these load modules afresh.
 */
const startTelegramSdk = [
  'src/shared/lib/referral-arrival.dom.test.ts',
  'src/app/routes/product-page.telegram.test.tsx',
  'src/app/routes/product-page.telegram-old.test.tsx',
  'src/features/my-sizes/lib/size-profile-storage.dom.test.ts',
  'src/features/orders/components/telegram-payment.test.tsx',
  'src/features/orders/components/home-screen-offer.test.tsx',
  'src/features/telegram/components/telegram-controls.test.tsx',
  'src/features/telegram/components/write-access-request.test.tsx',
  'src/features/telegram/lib/telegram-actions.dom.test.ts',
  'src/features/telegram/lib/start-telegram.dom.test.ts',
  'src/features/checkout/components/checkout-location.test.tsx',
];

/**
 * `vite build --ssr <entry>` (package.json) builds the server's drawing of the landing pages (src/first-screen)
 * for Node into dist-ssr; its imports of packages stay imports, resolved from node_modules by the API server.
 */
const firstScreenBuild = { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false };

export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: [react(), vanillaExtractPlugin()],
  build: isSsrBuild
    ? firstScreenBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // On a slow link every request of the first screen costs a round trip, and a page's own stylesheet held its
        // chunk back until it had loaded: one stylesheet for every page (about 9 KB gzipped) comes with the entry.
        cssCodeSplit: false,
        rolldownOptions: {
          // Required by inlined common chunks (below); the storefront's chunks export nothing anyone else reads.
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              // Small modules shared by some pages (price rules, image helpers, breadcrumbs...) were a dozen chunks of
              // 1-5 KB each, fetched one after the other behind a page's own chunk; each page now carries its copies
              // (the runtime keeps one instance of each module however many chunks carry it).
              experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
              groups: [
                { name: 'vendor', test: vendor },
                { name: 'telegram-sdk', test: telegramSdk },
                // Everything the entry imports statically, in one chunk instead of one per module pages also use.
                { name: 'start', tags: ['$initial'] },
              ],
            },
            // Chunks named after a *.css.ts module would otherwise look like stylesheets ('pages.css-1a2b.js').
            chunkFileNames: (chunk) => `assets/${chunk.name.replace(/\.css$/, '-styles')}-[hash].js`,
          },
        },
      },
  server: { port: 5173, proxy: apiProxy },
  preview: { proxy: apiProxy },
  test: {
    // Its stores (cart, wishlist, session, app mode...) read storage when first loaded and outlive a file: the
    // setup starts each file as a first visit (src/test/reset-stores.ts), so the files share modules.
    ...browserAppTests({ shareDomModules: true, isolated: startTelegramSdk }),
    restoreMocks: true,
  },
}));
