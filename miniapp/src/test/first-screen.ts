/**
 * What each storefront page's first screen loads, read from a Vite build manifest (`build.manifest`): the entry
 * (index.html) and the page's route module, each with everything it imports statically, followed chunk by chunk.
 * Dynamic imports are left out (they load later, on use); in mini-app mode the Telegram start-up and controls,
 * which load before and with the first render inside Telegram, are added the same way.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Each measured page by the module its route loads (router.tsx). */
export const firstScreenPages = {
  home: 'src/app/routes/home-page.tsx',
  catalogue: 'src/app/routes/catalog-page.tsx',
  product: 'src/app/routes/product-page.tsx',
} as const;

/** What main.tsx and the layout load inside Telegram before and with the first render. */
const miniAppStartModules = [
  'src/features/telegram/lib/start-telegram.ts',
  'src/features/telegram/components/telegram-controls.tsx',
];

/** The JavaScript files of the given manifest keys and everything they import statically, each once. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop() as string;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return [...seen].map((key) => (manifest[key] as ManifestChunk).file).filter((file) => file.endsWith('.js'));
}

function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1)
    throw new Error(`expected one entry in the build manifest, found ${entries.length}`);
  return entries[0] as string;
}

/** The files a page's first screen loads, in web mode or inside Telegram. */
export function firstScreenFiles(manifest: Manifest, routeModule: string, miniApp: boolean): string[] {
  return staticClosure(manifest, [entryKey(manifest), routeModule, ...(miniApp ? miniAppStartModules : [])]);
}

/** Bytes of the files gzipped at level 9, as the server's precompressed copies are. */
export function gzippedBytes(distDir: string, files: string[]): number {
  return files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
    0,
  );
}
