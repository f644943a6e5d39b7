/**
 * Re-encoding an uploaded photo: the content check, one decode, the three WebP variants (card, page, zoom) and
 * the Telegram JPEG photo and thumbnail,
 * and writing them to disk, as POST /api/uploads/single does before its one database insert. Two 5 MB JPEGs of
 * noise (the worst case for both decoders and encoders: no area compresses well): 12 megapixels at quality 80
 * and 24 megapixels at a lower quality. Target: under 1.5 s each.
 *   npm run bench -- images            (BENCH_IMAGE_RUNS=8 by default)
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkImage } from '../src/services/uploads/image-check';
import { encodeVariants } from '../src/services/uploads/image-variants';
import { localStorage } from '../src/storage/local-storage';
import { photo } from '../src/testing/test-images';
import { describeMachine } from './load';

const runs = Number(process.env.BENCH_IMAGE_RUNS ?? 8);
const folder = await mkdtemp(join(tmpdir(), 'bench-images-'));
const storage = localStorage(folder);
console.log(
  `${describeMachine()}; load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);

try {
  for (const [width, height, quality] of [
    [4000, 3000, 80],
    [6000, 4000, 45],
  ] as const) {
    const bytes = await photo(width, height, quality);
    // Uploads are received to disk and read from there.
    const input = join(folder, `${width}x${height}.jpg`);
    await writeFile(input, bytes);
    const once = async (run: number) => {
      const started = performance.now();
      await checkImage(input);
      const variants = await encodeVariants(input);
      await Promise.all(
        variants.map((variant) =>
          storage.put(
            `u/${run.toString(16).padStart(32, '0')}-${variant.name}.${variant.format === 'jpeg' ? 'jpg' : 'webp'}`,
            variant.bytes,
            `image/${variant.format}`,
          ),
        ),
      );
      return {
        took: performance.now() - started,
        bytes: variants.map((v) => `${v.name} ${(v.bytes.length / 1024).toFixed(0)} KB`),
      };
    };
    await once(0);
    const timings: number[] = [];
    let sizes: string[] = [];
    for (let run = 1; run <= runs; run++) {
      const { took, bytes } = await once(run);
      timings.push(took);
      sizes = bytes;
    }
    timings.sort((a, b) => a - b);
    const at = (p: number) => timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))]!;
    console.log(
      `${width}x${height} JPEG of ${(bytes.length / 1024 / 1024).toFixed(1)} MB into ${sizes.join(', ')}: ` +
        `p50 ${at(50).toFixed(0)} ms, max ${timings.at(-1)!.toFixed(0)} ms over ${runs} runs (target < 1500 ms)`,
    );
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
