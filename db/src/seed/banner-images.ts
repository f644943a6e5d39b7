/** Writes the demo shop's other artwork as SVG: home banners, promo backgrounds, category tiles and the logo. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ColorCode, colorHex, type GarmentKind } from './catalogue-data';
import { DRAWING_HEIGHT, escapeXml, garmentMarkup, mixColors, sheenGradient } from './garment-drawings';
import { SEED_IMAGE_URL_PREFIX } from './product-images';

interface Figure {
  kind: GarmentKind;
  color: ColorCode;
}

interface ArtworkRequest {
  file: string;
  title: string;
  width: number;
  height: number;
  /** Backdrop gradient, top-left to bottom-right. */
  background: [string, string];
  /** Garments drawn side by side in the right part of the picture (the left part stays free for text). */
  figures: Figure[];
  /** Share of the width, from the left, kept free of figures. */
  freeShare: number;
}

export interface WrittenArtwork {
  url: string;
  width: number;
  height: number;
}

function artworkSvg(request: ArtworkRequest): string {
  const { width, height, figures } = request;
  const start = width * request.freeShare;
  const slot = (width - start) / Math.max(figures.length, 1);
  const scale = Math.min((height * 0.86) / DRAWING_HEIGHT, slot / 520);
  const placed = figures
    .map((figure, index) => {
      const x = start + slot * index + (slot - 600 * scale) / 2;
      const y = (height - DRAWING_HEIGHT * scale) / 2;
      return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})">${garmentMarkup(figure.kind, colorHex(figure.color))}</g>`;
    })
    .join('');
  const [from, to] = request.background;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(request.title)}">`,
    `<title>${escapeXml(request.title)}</title>`,
    `<defs><linearGradient id="backdrop" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>${sheenGradient}</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#backdrop)"/>`,
    `<circle cx="${(width * 0.82).toFixed(0)}" cy="${(height * 0.2).toFixed(0)}" r="${(height * 0.42).toFixed(0)}" fill="${mixColors(to, '#ffffff', 0.35)}" opacity="0.35"/>`,
    `<circle cx="${(width * 0.12).toFixed(0)}" cy="${(height * 1.02).toFixed(0)}" r="${(height * 0.36).toFixed(0)}" fill="${mixColors(from, '#ffffff', 0.5)}" opacity="0.25"/>`,
    placed,
    '</svg>',
  ].join('');
}

export async function writeArtwork(folder: string, request: ArtworkRequest): Promise<WrittenArtwork> {
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, request.file), artworkSvg(request), 'utf8');
  return { url: `${SEED_IMAGE_URL_PREFIX}${request.file}`, width: request.width, height: request.height };
}

/** A swallow in a circle: the mark of the demo store. */
export async function writeLogo(folder: string): Promise<WrittenArtwork> {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="Ласточка">',
    '<title>Ласточка</title>',
    '<circle cx="128" cy="128" r="124" fill="#1C2A3A"/>',
    '<g transform="rotate(-18 128 128)">',
    '<path d="M128 58 Q141 62 141 82 L141 100 Q186 96 234 142 Q184 128 141 126 L139 158 Q150 192 164 230 Q142 204 128 178 Q114 204 92 230 Q106 192 117 158 L115 126 Q72 128 22 142 Q70 96 115 100 L115 82 Q115 62 128 58 Z" fill="#FFFFFF"/>',
    '<circle cx="128" cy="92" r="7" fill="#E4606D"/>',
    '</g>',
    '</svg>',
  ].join('');
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, 'logo.svg'), svg, 'utf8');
  return { url: `${SEED_IMAGE_URL_PREFIX}logo.svg`, width: 256, height: 256 };
}
