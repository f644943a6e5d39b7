/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves the built app under /admin/ (see DESIGN.md); in development /api goes to the local API.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5174,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  test: {
    // Vitest leaves one of two cores to itself, which idles while its worker runs the files one by one; nothing
    // of these tests is shared between files, so two workers use both.
    maxWorkers: 2,
    // A file's first test also loads its lazy screens; beside the browser tests that alone can pass 5 s.
    testTimeout: 20_000,
    // Building a DOM for each file was most of the suite's CPU: only the files that draw screens (*.test.tsx) or
    // read the browser's globals (*.dom.test.ts: the stored token in localStorage) get one, and it is happy-dom
    // (about half of jsdom's cost here). What only a real browser shows is the e2e suite's, in Chromium.
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.dom.test.ts'],
        },
      },
    ],
  },
});
