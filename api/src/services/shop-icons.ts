/**
 * The browser tab's icon (32x32) and the Apple touch icon (180x180), SPEC 7: made from the icon staff uploaded
 * for the tab, else from the shop's logo, else the storefront's built-in files. An uploaded picture or a demo
 * drawing is scaled here (sharp, in turn with the uploads); any other address is handed to the browser as it is.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoreSettings } from '@shop/core';
import type { FileStorage } from '../storage/storage';
import { inTurn } from './uploads/image-variants';
import { loadSharp } from './uploads/load-sharp';

export const SHOP_ICON_SIZES = ['32', '180'] as const;
type ShopIconSize = (typeof SHOP_ICON_SIZES)[number];

/** The storefront's own files (miniapp/public), used while the shop has neither icon nor logo. */
const BUILT_IN: Record<ShopIconSize, string> = { '32': '/favicon.svg', '180': '/apple-touch-icon.png' };

const UPLOADED = /^\/uploads\/u\/([a-f0-9]{32})-(?:card|page|zoom)\.webp$/;
const DEMO_DRAWING = /^\/uploads\/seed\/([a-z0-9-]+\.svg)$/;

type ShopIcon = { png: Buffer } | { redirect: string };

export interface ShopIcons {
  icon(logo: StoreSettings['logo'], size: ShopIconSize): Promise<ShopIcon>;
}

/** `uploadsRoot` is the folder the demo drawings are served from; without it they are handed on as they are. */
export function shopIcons(storage: FileStorage, uploadsRoot: string | undefined): ShopIcons {
  // A source address names its content (uploads are never rewritten in place), so a made icon stays right.
  const made = new Map<string, Promise<Buffer | undefined>>();

  async function sourceBytes(url: string): Promise<Buffer | undefined> {
    const upload = UPLOADED.exec(url)?.[1];
    if (upload) {
      const file = await storage.get(`u/${upload}-card.webp`);
      if (!file) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(Buffer.from(chunk));
      return Buffer.concat(chunks);
    }
    const drawing = DEMO_DRAWING.exec(url)?.[1];
    if (drawing && uploadsRoot) return readFile(join(uploadsRoot, 'seed', drawing)).catch(() => undefined);
    return undefined;
  }

  async function scaled(url: string, size: ShopIconSize): Promise<Buffer | undefined> {
    const bytes = await sourceBytes(url);
    if (!bytes) return undefined;
    const side = Number(size);
    const sharp = await loadSharp();
    return inTurn(() =>
      sharp(bytes, { density: 300 })
        .resize({ width: side, height: side, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer(),
    ).catch(() => undefined);
  }

  return {
    async icon(logo, size) {
      const source = logo.faviconUrl || logo.url;
      if (!source) return { redirect: BUILT_IN[size] };
      const key = `${size} ${source}`;
      let png = made.get(key);
      if (!png) {
        png = scaled(source, size);
        made.set(key, png);
      }
      const bytes = await png;
      return bytes ? { png: bytes } : { redirect: source };
    },
  };
}
