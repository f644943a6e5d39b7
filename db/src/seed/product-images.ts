/**
 * Writes the demo product photos: one shared primary image and one image per color, as 600 x 800 SVG files for
 * the shop's pages, each with the JPEG photo and thumbnail Telegram takes (it refuses SVG and WebP photos).
 */
import { createHash } from 'node:crypto';
import { access, copyFile, mkdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { STORE_NAME, TELEGRAM_PHOTO, telegramPhotoUrls } from '@shop/core';
import { type ColorCode, colorHex, type ProductSeed, seedColors } from './catalogue-data';
import { DRAWING_HEIGHT, DRAWING_WIDTH, escapeXml, garmentMarkup, sheenGradient } from './garment-drawings';
import { randomFor } from './seeded-random';

/** Where seed images live under the uploads directory, and the URL prefix they are served from. */
export const SEED_IMAGE_FOLDER = 'seed';
export const SEED_IMAGE_URL_PREFIX = `/uploads/${SEED_IMAGE_FOLDER}/`;

export interface SeedImage {
  url: string;
  /** Null for the image shared by every color. */
  colorCode: ColorCode | null;
  isPrimary: boolean;
  sortOrder: number;
  alt: string;
  width: number;
  height: number;
}

/** Soft backdrops, like a studio wall; each product keeps one. */
const backdrops: [string, string][] = [
  ['#F7F1EA', '#EADFD3'],
  ['#F1F3F5', '#DDE3EA'],
  ['#F6EFF2', '#E8D9E0'],
  ['#EFF3EC', '#DCE5D6'],
  ['#F8F4EC', '#ECE3D0'],
  ['#F2EFF6', '#E0DAEA'],
];

const colorName = (code: ColorCode): string =>
  seedColors.find((color) => color.code === code)?.name.ru ?? code;

function productSvg(
  product: ProductSeed,
  color: ColorCode,
  swatches: ColorCode[],
  backdrop: [string, string],
): string {
  const title = `${product.name.ru}, ${colorName(color).toLowerCase()}`;
  const swatchRow = swatches
    .map((code, index) => {
      const x = DRAWING_WIDTH / 2 + (index - (swatches.length - 1) / 2) * 36;
      return `<circle cx="${x}" cy="760" r="12" fill="${colorHex(code)}" stroke="#ffffff" stroke-width="3"/>`;
    })
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${DRAWING_WIDTH}" height="${DRAWING_HEIGHT}" viewBox="0 0 ${DRAWING_WIDTH} ${DRAWING_HEIGHT}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs><linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></linearGradient>${sheenGradient}</defs>`,
    `<rect width="${DRAWING_WIDTH}" height="${DRAWING_HEIGHT}" fill="url(#backdrop)"/>`,
    `<ellipse cx="300" cy="724" rx="210" ry="22" fill="#000000" opacity="0.06"/>`,
    garmentMarkup(product.kind, colorHex(color)),
    `<text x="568" y="52" text-anchor="end" font-family="Georgia, 'Times New Roman', serif" font-size="20" letter-spacing="5" fill="#1C2A3A" opacity="0.5">${escapeXml(STORE_NAME.toUpperCase())}</text>`,
    swatchRow,
    '</svg>',
  ].join('');
}

const fileStem = (product: ProductSeed) => product.sku.toLowerCase();

/**
 * Rasterising the 264 drawings takes seconds of CPU, and tests seed many databases: each photo is kept in a
 * cache folder under the system's temporary directory, named by a hash of its drawing and settings, and copied
 * from there when the same drawing is seeded again.
 */
async function rasterised(svg: string): Promise<{ photo: string; thumbnail: string }> {
  // Loaded here rather than at the top: the server imports the seed, and sharp weighs about 19 MiB resident.
  const { default: sharp } = await import('sharp');
  const photoCache = join(tmpdir(), `shop-seed-photos-${sharp.versions.vips}`);
  const hash = createHash('sha256').update(JSON.stringify(TELEGRAM_PHOTO)).update(svg).digest('hex');
  const cached = {
    photo: join(photoCache, `${hash}-photo.jpg`),
    thumbnail: join(photoCache, `${hash}-thumb.jpg`),
  };
  if (
    await access(cached.thumbnail).then(
      () => true,
      () => false,
    )
  )
    return cached;
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const write = async (side: number, path: string) => {
    const jpeg = await sharp(data, { raw })
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: TELEGRAM_PHOTO.quality })
      .toBuffer();
    // Written aside and renamed: a seed running beside this one never copies half a file.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, jpeg);
    await rename(partial, path);
  };
  await mkdir(photoCache, { recursive: true });
  // The thumbnail last: its presence says both are there.
  await write(TELEGRAM_PHOTO.side, cached.photo);
  await write(TELEGRAM_PHOTO.thumbnailSide, cached.thumbnail);
  return cached;
}

/** The drawing as the JPEG photo and thumbnail named by telegramPhotoUrls. */
async function writeTelegramPhotos(folder: string, url: string, svg: string): Promise<void> {
  const names = telegramPhotoUrls(url);
  if (!names) throw new Error(`no Telegram photo name for ${url}`);
  const cached = await rasterised(svg);
  await Promise.all([
    copyFile(cached.photo, join(folder, basename(names.photo))),
    copyFile(cached.thumbnail, join(folder, basename(names.thumbnail))),
  ]);
}

/** Writes the product's images into `folder` and describes them for product_images. */
export async function writeProductImages(folder: string, product: ProductSeed): Promise<SeedImage[]> {
  await mkdir(folder, { recursive: true });
  const backdrop = randomFor(product.sku).pick(backdrops);
  const [firstColor] = product.colors;
  if (!firstColor) throw new Error(`${product.sku} has no colors`);
  const files: { name: string; svg: string; image: Omit<SeedImage, 'url'> }[] = [
    {
      name: `${fileStem(product)}.svg`,
      svg: productSvg(product, firstColor, product.colors, backdrop),
      image: {
        colorCode: null,
        isPrimary: true,
        sortOrder: 0,
        alt: product.name.ru,
        width: DRAWING_WIDTH,
        height: DRAWING_HEIGHT,
      },
    },
    ...product.colors.map((code, index) => ({
      name: `${fileStem(product)}-${code.toLowerCase()}.svg`,
      svg: productSvg(product, code, [], backdrop),
      image: {
        colorCode: code,
        isPrimary: false,
        sortOrder: index + 1,
        alt: `${product.name.ru}, ${colorName(code).toLowerCase()}`,
        width: DRAWING_WIDTH,
        height: DRAWING_HEIGHT,
      },
    })),
  ];
  const images = files.map((file) => ({ url: `${SEED_IMAGE_URL_PREFIX}${file.name}`, ...file.image }));
  await Promise.all(
    files.flatMap((file, index) => [
      writeFile(join(folder, file.name), file.svg, 'utf8'),
      writeTelegramPhotos(folder, images[index]!.url, file.svg),
    ]),
  );
  return images;
}
