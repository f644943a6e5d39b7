/**
 * Uploads an attacker would send: decompression bombs, headers that lie about their size, broken and animated
 * images, markup, polyglots, empty and oversized bodies, broken forms. Each must be refused with a 4xx and a
 * Russian message, holding little memory. Used by the upload tests and `npm run bench -- upload-memory`.
 */
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { htmlPage, photo, pngBomb, pngChunk, svgImage } from './test-images';

const MB = 1024 * 1024;
const BOUNDARY = 'hostileboundary';

export interface HostileUpload {
  label: string;
  /** The status the shop answers with. */
  status: number;
  path: '/api/uploads/single' | '/api/uploads/multiple';
  /** Built when sent (so a test makes only the files it sends): a form, a raw body or a stream read once. */
  init(): Promise<RequestInit>;
}

interface FilePart {
  bytes: Buffer;
  name: string;
  type: string;
}

const form = (field: string, files: FilePart[]) => {
  const body = new FormData();
  for (const file of files) body.append(field, new Blob([file.bytes], { type: file.type }), file.name);
  return body;
};

const single = (label: string, status: number, file: () => FilePart | Promise<FilePart>): HostileUpload => ({
  label,
  status,
  path: '/api/uploads/single',
  init: async () => ({ method: 'POST', body: form('file', [await file()]) }),
});

/** A multipart body of `size` bytes in 256 KB chunks, made as it is read (never held whole). */
function streamedBody(size: number, declareLength: boolean): RequestInit {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const chunk = Buffer.alloc(256 * 1024, 0xaa);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      const piece = sent === 0 ? Buffer.concat([head, chunk]) : chunk;
      sent += piece.length;
      controller.enqueue(piece);
    },
  });
  return {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(declareLength ? { 'content-length': String(size) } : {}),
    },
    body,
    duplex: 'half',
  } as RequestInit;
}

/** A real JPEG whose frame header claims other dimensions than its data holds. */
function withJpegSize(jpeg: Buffer, width: number, height: number): Buffer {
  const bytes = Buffer.from(jpeg);
  for (let at = 2; at < bytes.length - 9; ) {
    if (bytes[at] !== 0xff) throw new Error('not a JPEG marker');
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2) {
      bytes.writeUInt16BE(height, at + 5);
      bytes.writeUInt16BE(width, at + 7);
      return bytes;
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('no frame header');
}

/** A 1-bit PNG of width × height blank pixels, its rows deflated as they are made. */
function blankPng(width: number, height: number, extraChunks: Buffer[] = []): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...extraChunks,
    pngChunk('IDAT', deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An animation of `frames` different frames (a frame-count bomb when there are thousands). */
async function animated(format: 'gif' | 'webp', frames: number): Promise<Buffer> {
  const frame = (index: number) =>
    sharp({
      create: { width: 160, height: 160, channels: 3, background: { r: index, g: 128, b: 255 - index } },
    })
      .png()
      .toBuffer();
  const pages = await Promise.all(Array.from({ length: frames }, (_, index) => frame((index * 4) % 256)));
  return sharp(pages, { join: { animated: true } })
    .toFormat(format, { delay: 40, loop: 0 })
    .toBuffer();
}

const small = (format: 'webp' | 'tiff') =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#4040c0' } })
    .toFormat(format)
    .toBuffer();

export function hostileUploads(): HostileUpload[] {
  const jpeg = () => photo(640, 480, 85);
  const corrupt = async () => {
    const bytes = await jpeg();
    for (let at = Math.floor(bytes.length / 3); at < bytes.length - 2; at += 97) bytes[at] = 0xff;
    return bytes;
  };

  return [
    single('PNG bomb, 30000 x 30000 pixels', 400, async () => ({
      bytes: pngBomb(30_000),
      name: 'bomb.png',
      type: 'image/png',
    })),
    single('PNG bomb, 20000 x 20000 pixels', 400, async () => ({
      bytes: pngBomb(20_000),
      name: 'bomb.png',
      type: 'image/png',
    })),
    single('PNG strip, 39,000,000 x 1 pixels', 400, async () => ({
      bytes: blankPng(39_000_000, 1),
      name: 'strip.png',
      type: 'image/png',
    })),
    single('PNG strip, 1 x 2,000,000 pixels', 400, async () => ({
      bytes: blankPng(1, 2_000_000),
      name: 'strip.png',
      type: 'image/png',
    })),
    single('PNG header claiming 0 x 0 pixels', 400, async () => ({
      bytes: blankPng(0, 0),
      name: 'zero.png',
      type: 'image/png',
    })),
    single('JPEG header claiming 65000 x 65000 pixels', 400, async () => ({
      bytes: withJpegSize(await jpeg(), 65_000, 65_000),
      name: 'huge.jpg',
      type: 'image/jpeg',
    })),
    single('JPEG header claiming 6000 x 6000 pixels over 640 x 480 of data', 400, async () => ({
      bytes: withJpegSize(await jpeg(), 6000, 6000),
      name: 'liar.jpg',
      type: 'image/jpeg',
    })),
    single('JPEG with corrupt scan data', 400, async () => ({
      bytes: await corrupt(),
      name: 'corrupt.jpg',
      type: 'image/jpeg',
    })),
    single('JPEG cut in half', 400, async () => ({
      bytes: await jpeg().then((bytes) => bytes.subarray(0, bytes.length >> 1)),
      name: 'half.jpg',
      type: 'image/jpeg',
    })),
    single('HEIC signature over garbage', 400, async () => ({
      bytes: Buffer.concat([
        Buffer.from('\0\0\0\x18ftypheic\0\0\0\0heicmif1', 'latin1'),
        Buffer.alloc(4096, 9),
      ]),
      name: 'x.heic',
      type: 'image/heic',
    })),
    single('animated GIF of 60 frames', 400, async () => ({
      bytes: await animated('gif', 60),
      name: 'anim.gif',
      type: 'image/gif',
    })),
    single('animated WebP of 60 frames', 400, async () => ({
      bytes: await animated('webp', 60),
      name: 'anim.webp',
      type: 'image/webp',
    })),
    single('WebP cut after its header', 400, async () => ({
      bytes: (await small('webp')).subarray(0, 30),
      name: 'cut.webp',
      type: 'image/webp',
    })),
    single('AVIF signature over garbage', 400, async () => ({
      bytes: Buffer.concat([
        Buffer.from('\0\0\0\x1cftypavif\0\0\0\0avifmif1', 'latin1'),
        Buffer.alloc(4096, 7),
      ]),
      name: 'x.avif',
      type: 'image/avif',
    })),
    single('TIFF', 400, async () => ({ bytes: await small('tiff'), name: 'scan.tif', type: 'image/tiff' })),
    single('SVG with a script', 400, async () => ({
      bytes: svgImage,
      name: 'logo.svg',
      type: 'image/svg+xml',
    })),
    single('SVG named as a PNG', 400, async () => ({ bytes: svgImage, name: 'logo.png', type: 'image/png' })),
    single('HTML page named as a JPEG', 400, async () => ({
      bytes: htmlPage,
      name: 'photo.jpg',
      type: 'image/jpeg',
    })),
    single('PNG signature followed by HTML', 400, async () => ({
      bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), htmlPage]),
      name: 'photo.png',
      type: 'image/png',
    })),
    single('GIF signature followed by a script', 400, async () => ({
      bytes: Buffer.from('GIF89a=1;/*\0\0*/alert(document.cookie);//', 'latin1'),
      name: 'photo.gif',
      type: 'image/gif',
    })),
    single('empty file', 400, async () => ({
      bytes: Buffer.alloc(0),
      name: 'empty.jpg',
      type: 'image/jpeg',
    })),
    single('text sent as image/jpeg', 400, async () => ({
      bytes: Buffer.from('просто текст, не картинка'),
      name: 'notes.jpg',
      type: 'image/jpeg',
    })),
    {
      label: 'a JPEG sent as the body, not as a form',
      status: 415,
      path: '/api/uploads/single',
      init: async () => ({ method: 'POST', headers: { 'content-type': 'image/jpeg' }, body: await jpeg() }),
    },
    {
      label: '50 MB body with its length declared',
      status: 413,
      path: '/api/uploads/single',
      init: async () => streamedBody(50 * MB, true),
    },
    {
      label: '50 MB body streamed without a length',
      status: 413,
      path: '/api/uploads/single',
      init: async () => streamedBody(50 * MB, false),
    },
    {
      label: 'ten 9 MB files of noise at once',
      status: 400,
      path: '/api/uploads/multiple',
      init: async () => ({
        method: 'POST',
        body: form(
          'files',
          Array.from({ length: 10 }, (_, index) => ({
            bytes: randomBytes(9 * MB),
            name: `noise-${index}.jpg`,
            type: 'image/jpeg',
          })),
        ),
      }),
    },
    {
      label: 'a form whose closing boundary never comes',
      status: 400,
      path: '/api/uploads/single',
      init: async () => ({
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        body: Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${'x'.repeat(1000)}`,
        ),
      }),
    },
  ];
}
