import type { Readable } from 'node:stream';

interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Where uploaded files live: a folder on local disk or an S3-compatible bucket. Keys are relative paths
 * (`u/5f0c…-card.webp`); `url` is the address the shop's pages use for a key.
 */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Undefined when there is no such file. */
  get(key: string): Promise<StoredFile | undefined>;
  delete(key: string): Promise<void>;
  url(key: string): string;
}

/** Stored files are served under this path whatever the storage; see routes/upload-files.ts. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** Keys are made by the shop (random hex, a variant name): anything else is refused before it reaches a path. */
export const SAFE_KEY = /^u\/[a-f0-9]{32}-[a-z]+\.(webp|jpg)$/;

/** The type a stored file is served with, from its key's extension (WebP variants, Telegram JPEGs). */
export const contentTypeOf = (key: string) => (key.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');
