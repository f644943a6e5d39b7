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

export default defineConfig({
  base: '/',
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: vendor },
            { name: 'telegram-sdk', test: telegramSdk },
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
    ...browserAppTests,
    restoreMocks: true,
  },
});
