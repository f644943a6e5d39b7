import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeProductImages } from './product-images';
import { accessoryProducts } from './products-footwear-accessories';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

async function primarySvg(sku: string): Promise<string> {
  const product = accessoryProducts.find((candidate) => candidate.sku === sku);
  if (!product) throw new Error(`no product ${sku}`);
  const folder = await mkdtemp(join(tmpdir(), 'shop-images-'));
  folders.push(folder);
  await writeProductImages(folder, product);
  return readFile(join(folder, `${sku.toLowerCase()}.svg`), 'utf8');
}

/** The metal settings drawn in the picture: one per stud, two per hoop. */
const settingsIn = (svg: string) => svg.match(/fill="#C9A45C"/g)?.length ?? 0;
const hoopsIn = (svg: string) => svg.match(/stroke-width="24"/g)?.length ?? 0;

describe('demo product pictures', () => {
  it('set the wordmark in the top right corner, clear of the sale and new badges on the left', async () => {
    const svg = await primarySvg('JW-0001');
    const wordmark = svg.match(/<text ([^>]*)>ЛАСТОЧКА<\/text>/)?.[1] ?? '';
    expect(wordmark).toContain('text-anchor="end"');
    expect(Number(wordmark.match(/\bx="(\d+)"/)?.[1])).toBeGreaterThan(500);
  });

  it('draw «Серьги-пусеты, набор из 3 пар» as three pairs of studs, not hoops', async () => {
    const svg = await primarySvg('JW-0004');
    expect(svg).toContain('Серьги-пусеты, набор из 3 пар');
    expect(settingsIn(svg)).toBe(6);
    expect(hoopsIn(svg)).toBe(0);
  });

  it('keep the hoop earrings drawn as hoops', async () => {
    expect(hoopsIn(await primarySvg('JW-0001'))).toBe(2);
  });
});
