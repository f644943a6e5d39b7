import { expect, test } from 'vitest';

test('zod loaded after the setting parses without compiling code', async () => {
  await import('./zod-jitless');
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
});
