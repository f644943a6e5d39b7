/**
 * zod compiles its object parsers with `new Function` unless told otherwise, and the Content-Security-Policy
 * (script-src without 'unsafe-eval') refuses that: every parse would log a violation. Imported first by main.tsx,
 * before any schema runs.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
