import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each file builds its own bot over its own fake Bot API: one module cache per worker is enough, and grammY is
    // loaded once instead of once per file.
    isolate: false,
  },
});
