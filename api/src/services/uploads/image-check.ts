/**
 * Which bytes count as a photo: the content decides, never the file name or the Content-Type the browser sent.
 * The first bytes must be a raster format's signature, and sharp must read a header of that same format with
 * at most MAX_PIXELS pixels, one frame and sides in a sane ratio, so SVG, HTML, a script renamed to .png, a
 * decompression bomb or an animation stop here before anything is decoded.
 */
import { open } from 'node:fs/promises';
import { ApiError } from '../../lib/errors';
import { loadSharp } from './load-sharp';
import { uploadTexts } from './upload-texts';

export const MAX_PIXELS = 40_000_000;
/** The long side may be at most this many times the short one (Telegram refuses photos beyond 20 too). */
const MAX_SIDE_RATIO = 20;
/** Enough for every signature below and for telling markup from text. */
const HEAD_BYTES = 256;

type RasterFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'heif';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** The format the first bytes announce, if it is a raster one we take. */
function rasterFormatOf(bytes: Buffer): RasterFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (['heic', 'heix', 'mif1', 'msf1'].includes(brand)) return 'heif';
  }
  return undefined;
}

const looksLikeVector = (bytes: Buffer) => /^\s*(<\?xml|<svg)/i.test(ascii(bytes, 0, HEAD_BYTES));

export interface CheckedImage {
  format: RasterFormat;
  width: number;
  height: number;
}

async function headOf(path: string): Promise<Buffer> {
  const file = await open(path);
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(head, 0, HEAD_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Checks the file at `path` (an upload received to disk) without decoding its pixels. */
export async function checkImage(path: string): Promise<CheckedImage> {
  const head = await headOf(path);
  if (head.length === 0) throw new ApiError('BAD_REQUEST', uploadTexts.empty);
  const format = rasterFormatOf(head);
  if (!format) {
    throw new ApiError('BAD_REQUEST', looksLikeVector(head) ? uploadTexts.vector : uploadTexts.notImage);
  }
  // Only the header is read here, so a bomb's size is known (and refused below) before anything is decoded.
  const sharp = await loadSharp();
  const metadata = await sharp(path, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ApiError('BAD_REQUEST', uploadTexts.damaged);
    });
  // sharp names AVIF by its container, HEIF.
  if (metadata.format !== (format === 'avif' ? 'heif' : format))
    throw new ApiError('BAD_REQUEST', uploadTexts.damaged);
  const { width, height } = metadata;
  if (!width || !height) throw new ApiError('BAD_REQUEST', uploadTexts.damaged);
  if (width * height > MAX_PIXELS) throw new ApiError('BAD_REQUEST', uploadTexts.tooManyPixels);
  if (Math.max(width, height) > MAX_SIDE_RATIO * Math.min(width, height))
    throw new ApiError('BAD_REQUEST', uploadTexts.tooNarrow);
  // A HEIF file may hold several pictures (a burst, a depth map): its primary one is the photo.
  if ((metadata.pages ?? 1) > 1 && format !== 'heif') throw new ApiError('BAD_REQUEST', uploadTexts.animated);
  return { format, width, height };
}
