/**
 * Stylised silhouettes of each garment kind on a 600 x 800 canvas, drawn as SVG paths and painted in a variant's
 * color. Used for product photos, category tiles and banners of the demo shop, so that no image is downloaded.
 */
import type { GarmentKind } from './catalogue-data';

/** main: the garment's color; shade: a darker (or, on dark colors, lighter) tone for details. */
type Paint = 'main' | 'shade' | 'sole' | 'metal' | 'line' | 'band' | 'metal-line';

interface Piece {
  d: string;
  paint: Paint;
  /** Stroke width of line, band and metal-line pieces. */
  width?: number;
}

interface Drawing {
  pieces: Piece[];
  transform?: string;
}

export const DRAWING_WIDTH = 600;
export const DRAWING_HEIGHT = 800;

const circle = (x: number, y: number, r: number): string =>
  `M${x - r} ${y} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0 Z`;

const main = (d: string): Piece => ({ d, paint: 'main' });
const shade = (d: string): Piece => ({ d, paint: 'shade' });
const line = (d: string, width = 4): Piece => ({ d, paint: 'line', width });

/** Points along the quadratic curve of the necklace, where its beads sit. */
function necklaceBeads(): Piece[] {
  const [x0, y0, x1, y1, x2, y2] = [170, 160, 300, 660, 430, 160];
  const beads: Piece[] = [];
  for (let step = 2; step <= 8; step += 1) {
    if (step === 5) continue;
    const t = step / 10;
    const x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * x1 + t ** 2 * x2;
    const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * y1 + t ** 2 * y2;
    beads.push(main(circle(Math.round(x), Math.round(y), 13)));
  }
  return beads;
}

const diamond = (x: number, y: number, h: number): string =>
  `M${x} ${y - h} L${x + h} ${y} L${x} ${y + h} L${x - h} ${y} Z`;

const heart = (x: number, y: number, h: number): string =>
  `M${x} ${y + h} C${x - 1.7 * h} ${y - 0.1 * h} ${x - 0.7 * h} ${y - 1.4 * h} ${x} ${y - 0.45 * h} ` +
  `C${x + 0.7 * h} ${y - 1.4 * h} ${x + 1.7 * h} ${y - 0.1 * h} ${x} ${y + h} Z`;

/** A set of three pairs of studs on a display card: round, square and heart-shaped stones in metal settings. */
function studPairs(): Piece[] {
  const rows: [number, (x: number, y: number, h: number) => string, number][] = [
    [268, circle, 30],
    [428, diamond, 40],
    [588, heart, 32],
  ];
  return rows.flatMap(([y, shape, size]) =>
    [236, 364].flatMap((x) => [
      { d: shape(x, y, size + 8), paint: 'metal' as const },
      main(shape(x, y, size)),
    ]),
  );
}

/** Threads hanging from the ends of the scarf's two tails. */
function scarfFringe(): string {
  const tails: [number, number, number, number][] = [
    [236, 650, 312, 660],
    [362, 612, 430, 596],
  ];
  const threads: string[] = [];
  for (const [x0, y0, x1, y1] of tails) {
    for (let step = 1; step < 8; step += 1) {
      const x = Math.round(x0 + ((x1 - x0) * step) / 8);
      const y = Math.round(y0 + ((y1 - y0) * step) / 8);
      threads.push(`M${x} ${y} L${x - 2} ${y + 30}`);
    }
  }
  return threads.join(' ');
}

const drawings: Record<GarmentKind, Drawing> = {
  dress: {
    pieces: [
      main(
        'M245 118 Q300 170 355 118 L392 134 L432 214 L388 236 L374 300 Q366 342 370 372 L468 688 Q300 728 132 688 L230 372 Q234 342 226 300 L212 236 L168 214 L208 134 Z',
      ),
      shade('M229 360 Q300 376 371 360 L372 386 Q300 402 228 386 Z'),
      line('M268 404 L236 690'),
      line('M300 406 L300 706'),
      line('M332 404 L364 690'),
    ],
  },
  blouse: {
    pieces: [
      main(
        'M232 136 L300 168 L368 136 L432 160 L504 424 L456 440 L402 268 L404 566 Q300 586 196 566 L198 268 L144 440 L96 424 L168 160 Z',
      ),
      shade('M232 136 L300 168 L276 208 L220 152 Z'),
      shade('M368 136 L300 168 L324 208 L380 152 Z'),
      shade('M96 424 L144 440 L152 414 L103 398 Z'),
      shade('M504 424 L456 440 L448 414 L497 398 Z'),
      line('M300 172 L300 576'),
      ...[230, 300, 370, 440, 510].map((y) => shade(circle(300, y, 7))),
    ],
  },
  skirt: {
    pieces: [
      main('M202 250 L398 250 L468 640 Q300 676 132 640 Z'),
      shade('M204 212 L396 212 L398 252 L202 252 Z'),
      line('M252 254 L208 650'),
      line('M300 254 L300 662'),
      line('M348 254 L392 650'),
    ],
  },
  trousers: {
    pieces: [
      main('M210 176 L390 176 L410 706 L320 706 L300 330 L280 706 L190 706 Z'),
      shade('M212 140 L388 140 L390 178 L210 178 Z'),
      line('M300 180 L300 300'),
      line('M224 188 Q254 232 238 262'),
      line('M376 188 Q346 232 362 262'),
      line('M246 320 L236 700', 3),
      line('M354 320 L364 700', 3),
    ],
  },
  coat: {
    pieces: [
      main(
        'M222 112 L300 144 L378 112 L444 144 L506 528 L458 540 L414 300 L420 728 L180 728 L186 300 L142 540 L94 528 L156 144 Z',
      ),
      shade('M228 114 L300 146 L300 318 L246 206 Z'),
      shade('M372 114 L300 146 L300 318 L354 206 Z'),
      shade('M184 402 L416 402 L417 436 L183 436 Z'),
      line('M300 318 L300 728'),
      ...[
        [276, 356],
        [324, 356],
        [276, 500],
        [324, 500],
      ].map(([x, y]) => shade(circle(x ?? 0, y ?? 0, 8))),
    ],
  },
  knit: {
    pieces: [
      main(
        'M218 148 Q300 188 382 148 L452 184 L508 470 L456 486 L406 292 L410 566 L190 566 L194 292 L144 486 L92 470 L148 184 Z',
      ),
      shade('M190 528 L410 528 L410 566 L190 566 Z'),
      shade('M92 470 L144 486 L153 452 L101 436 Z'),
      shade('M508 470 L456 486 L447 452 L499 436 Z'),
      shade('M218 148 Q300 188 382 148 L370 132 Q300 168 230 132 Z'),
      line(
        'M268 212 L290 242 L268 272 L290 302 L268 332 L290 362 L268 392 L290 422 L268 452 L290 482 L268 512',
      ),
      line(
        'M332 212 L310 242 L332 272 L310 302 L332 332 L310 362 L332 392 L310 422 L332 452 L310 482 L332 512',
      ),
    ],
  },
  sneakers: {
    pieces: [
      main('M92 586 Q86 500 132 478 L236 446 Q262 410 300 384 L372 372 Q396 430 446 466 Q520 490 524 586 Z'),
      shade('M446 466 Q520 490 524 586 L456 586 Q456 520 432 480 Z'),
      shade('M92 586 Q86 500 132 478 L148 586 Z'),
      {
        d: 'M84 586 L520 586 Q540 588 538 612 L534 628 Q530 646 506 646 L112 646 Q80 646 80 618 Z',
        paint: 'sole',
      },
      line('M236 446 Q300 424 372 372'),
      line('M292 410 L332 436'),
      line('M310 398 L350 424'),
      line('M328 388 L366 412'),
      line('M100 562 L516 562', 3),
    ],
  },
  pumps: {
    pieces: [
      shade('M452 546 L492 540 L484 702 L466 702 Z'),
      main(
        'M92 604 Q92 566 140 552 L262 522 Q318 508 350 470 L468 452 Q496 452 496 480 L492 540 L452 546 Q356 560 286 612 Q256 632 206 632 L122 632 Q92 632 92 604 Z',
      ),
      shade('M350 470 L468 452 Q472 482 450 492 Q400 502 350 470 Z'),
    ],
  },
  loafers: {
    pieces: [
      shade('M86 598 L518 598 L518 626 Q516 640 498 640 L110 640 Q86 640 86 620 Z'),
      main('M90 600 Q88 540 150 522 L300 500 Q360 470 420 468 L496 470 Q516 474 516 500 L514 600 Z'),
      shade('M228 512 Q280 524 322 502 L330 524 Q280 546 234 534 Z'),
      { d: 'M258 512 L298 506 L300 518 L260 524 Z', paint: 'metal' },
      line('M300 500 Q390 522 496 472'),
    ],
  },
  boots: {
    pieces: [
      shade('M88 638 L516 638 L516 664 L90 664 Z'),
      shade('M444 662 L512 662 L508 702 L448 702 Z'),
      main(
        'M300 236 L446 236 L452 500 Q478 520 504 544 L514 600 L514 640 L118 640 Q88 640 92 604 Q96 566 160 550 L300 506 Z',
      ),
      shade('M330 300 L416 300 L408 486 L340 486 Z'),
      shade('M436 198 L462 198 L458 240 L440 240 Z'),
    ],
  },
  sandals: {
    pieces: [
      {
        d: 'M100 612 Q92 584 130 578 L470 570 Q512 570 512 598 L508 622 Q504 640 472 640 L136 646 Q104 646 100 612 Z',
        paint: 'sole',
      },
      { d: 'M168 580 Q210 482 280 478 Q314 480 320 576', paint: 'band', width: 26 },
      { d: 'M262 578 Q300 502 352 496', paint: 'band', width: 22 },
      { d: 'M394 574 Q410 472 460 468 Q488 472 494 572', paint: 'band', width: 26 },
      { d: 'M432 470 Q468 418 500 470', paint: 'band', width: 16 },
      { d: circle(500, 470, 9), paint: 'metal' },
    ],
  },
  bag: {
    pieces: [
      { d: 'M222 338 Q222 188 300 188 Q378 188 378 338', paint: 'band', width: 24 },
      main('M150 336 L450 336 L492 652 Q494 676 468 676 L132 676 Q106 676 108 652 Z'),
      shade('M150 336 L450 336 L442 450 Q300 494 158 450 Z'),
      { d: 'M284 456 L316 456 L316 486 L284 486 Z', paint: 'metal' },
      line('M126 640 L474 640', 3),
    ],
  },
  belt: {
    transform: 'rotate(-24 300 400)',
    pieces: [
      main('M130 362 L530 362 Q562 392 530 422 L130 422 Z'),
      ...[420, 452, 484].map((x) => shade(circle(x, 392, 7))),
      { d: 'M80 336 L170 336 L170 448 L80 448 Z', paint: 'metal-line', width: 14 },
      { d: 'M84 392 L176 392', paint: 'metal-line', width: 8 },
    ],
  },
  scarf: {
    pieces: [
      { d: 'M170 214 A130 58 0 1 0 430 214 A130 58 0 1 0 170 214 Z', paint: 'band', width: 58 },
      main('M282 262 L236 650 L312 660 L330 268 Z'),
      main('M318 266 L362 612 L430 596 L352 254 Z'),
      shade('M252 494 L318 502 L316 530 L248 522 Z'),
      shade('M244 560 L314 570 L313 596 L241 587 Z'),
      shade('M350 452 L406 442 L412 468 L354 478 Z'),
      shade('M358 508 L418 496 L423 522 L362 534 Z'),
      main(circle(316, 262, 36)),
      line(scarfFringe(), 3),
    ],
  },
  necklace: {
    pieces: [
      { d: 'M170 160 Q300 660 430 160', paint: 'metal-line', width: 5 },
      ...necklaceBeads(),
      { d: circle(300, 416, 10), paint: 'metal' },
      main('M300 424 C350 492 350 566 300 578 C250 566 250 492 300 424 Z'),
    ],
  },
  earrings: {
    pieces: [
      { d: 'M190 330 Q190 290 214 282', paint: 'metal-line', width: 6 },
      { d: 'M410 330 Q410 290 434 282', paint: 'metal-line', width: 6 },
      { d: circle(190, 430, 92), paint: 'band', width: 24 },
      { d: circle(410, 430, 92), paint: 'band', width: 24 },
      { d: circle(190, 336, 10), paint: 'metal' },
      { d: circle(410, 336, 10), paint: 'metal' },
    ],
  },
  studs: {
    pieces: [
      {
        d: 'M168 176 Q168 160 184 160 L416 160 Q432 160 432 176 L432 680 Q432 696 416 696 L184 696 Q168 696 168 680 Z',
        paint: 'sole',
      },
      line('M280 196 L320 196', 3),
      ...studPairs(),
    ],
  },
};

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Mixes two #RRGGBB colors; amount 0 gives the first, 1 the second. */
export function mixColors(first: string, second: string, amount: number): string {
  const a = hexToRgb(first);
  const b = hexToRgb(second);
  const mixed = a.map((channel, index) => Math.round(channel + ((b[index] ?? 0) - channel) * amount));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Relative brightness from 0 (black) to 1 (white). */
function brightness(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** The SVG markup of one garment on the 600 x 800 canvas, painted in `color`. */
export function garmentMarkup(kind: GarmentKind, color: string): string {
  const dark = brightness(color) < 0.25;
  const light = brightness(color) > 0.8;
  const outline = dark ? mixColors(color, '#ffffff', 0.12) : mixColors(color, '#000000', light ? 0.28 : 0.35);
  const detail = dark ? mixColors(color, '#ffffff', 0.2) : mixColors(color, '#000000', 0.16);
  const seam = dark ? mixColors(color, '#ffffff', 0.32) : mixColors(color, '#000000', 0.3);
  const sole = light ? '#D9D0C4' : '#F4F0EA';
  const painters: Record<Paint, (d: string, width: number | undefined) => string> = {
    main: (d) =>
      `<path d="${d}" fill="${color}" stroke="${outline}" stroke-width="3" stroke-linejoin="round"/><path d="${d}" fill="url(#sheen)"/>`,
    shade: (d) =>
      `<path d="${d}" fill="${detail}" stroke="${outline}" stroke-width="2" stroke-linejoin="round"/>`,
    sole: (d) =>
      `<path d="${d}" fill="${sole}" stroke="${outline}" stroke-width="3" stroke-linejoin="round"/>`,
    metal: (d) => `<path d="${d}" fill="#C9A45C" stroke="#8C6D32" stroke-width="2"/>`,
    line: (d, width = 4) =>
      `<path d="${d}" fill="none" stroke="${seam}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
    band: (d, width = 20) =>
      `<path d="${d}" fill="none" stroke="${outline}" stroke-width="${width + 6}" stroke-linecap="round"/>` +
      `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`,
    'metal-line': (d, width = 6) =>
      `<path d="${d}" fill="none" stroke="#C9A45C" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
  };
  const drawing = drawings[kind];
  const parts = drawing.pieces.map(({ d, paint, width }) => painters[paint](d, width));
  const transform = drawing.transform ? ` transform="${drawing.transform}"` : '';
  return `<g${transform}>${parts.join('')}</g>`;
}

/** The gradient the `main` pieces use for a soft highlight; include it once in every SVG's defs. */
export const sheenGradient =
  '<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0">' +
  '<stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/>' +
  '<stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/>' +
  '<stop offset="1" stop-color="#000000" stop-opacity="0.08"/>' +
  '</linearGradient>';

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
