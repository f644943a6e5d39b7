/**
 * zod compiles its object parsers with `new Function` unless told otherwise, and the Content-Security-Policy
 * (script-src without 'unsafe-eval') refuses that: every parse would log a violation. Imported first by main.tsx,
 * before any schema exists.
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` and adopts an object already there, so the setting is
 * made without loading zod: the schemas live in the sign-in, registration and checkout chunks only, and zod's
 * core module would cost every first screen 3.7 KB gzipped (zod-jitless.test.ts checks that zod reads it).
 */
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig ??= {};
zodSettings.__zod_globalConfig.jitless = true;
