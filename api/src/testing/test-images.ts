/** Image files for upload tests and the benchmark, made on the spot. */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A noisy photo (noise compresses badly, like a real one) with EXIF that must never be served. */
export function photo(width: number, height: number, quality = 85): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality })
    .withExif({ IFD0: { Artist: 'Secret Author', Copyright: 'GPS 55.7558 37.6173' } })
    .toBuffer();
}

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid 1-bit PNG of side × side blank pixels, a few dozen kilobytes on the wire and
 * gigabytes once decoded into RGB.
 */
export function pngBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grayscale
  const rowBytes = 1 + Math.ceil(side / 8);
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const svgImage = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(1)</script><rect width="400" height="400" fill="red"/></svg>',
);

export const htmlPage = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);
