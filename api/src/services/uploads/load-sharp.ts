import type { default as Sharp } from 'sharp';

let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips, about 19 MiB resident) loaded at the first image rather than at the server's start, so a shop that
 * receives no upload never holds it. One image at a time, by one libvips thread, with libvips' cache off (see
 * image-variants.ts).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}
