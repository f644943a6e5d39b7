import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { contentTypeOf, type FileStorage, SAFE_KEY, UPLOADS_URL_PREFIX } from './storage';

/** Files under one folder (DATA_DIR/uploads by default): the choice for a single api instance. */
export function localStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    return join(root, key);
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${path}.partial`;
      await writeFile(partial, body);
      await rename(partial, path);
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return undefined;
      const path = join(root, key);
      const stats = await stat(path).catch(() => undefined);
      if (!stats?.isFile()) return undefined;
      return { body: createReadStream(path), size: stats.size, contentType: contentTypeOf(key) };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    url: (key) => `${UPLOADS_URL_PREFIX}${key}`,
  };
}
