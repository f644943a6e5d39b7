/** The built-in color palette (SPEC 3 "Color mapping"), used when GET /colors/mapping fails. */

export const UNKNOWN_COLOR_HEX = '#CCCCCC';

export const fallbackColors = {
  RED: { hex: '#D32F2F', name: 'Красный' },
  BLK: { hex: '#1A1A1A', name: 'Чёрный' },
  WHT: { hex: '#FFFFFF', name: 'Белый' },
  BLU: { hex: '#1E66C8', name: 'Синий' },
  GRN: { hex: '#2E7D32', name: 'Зелёный' },
  PNK: { hex: '#F4A6C0', name: 'Розовый' },
  YLW: { hex: '#F6C945', name: 'Жёлтый' },
  GRY: { hex: '#9E9E9E', name: 'Серый' },
  NVY: { hex: '#1F2A56', name: 'Тёмно-синий' },
  BGE: { hex: '#D8C3A5', name: 'Бежевый' },
  BRG: { hex: '#800020', name: 'Бордовый' },
  CRL: { hex: '#FF7F50', name: 'Коралловый' },
  SGE: { hex: '#9CAF88', name: 'Шалфейный' },
  TRQ: { hex: '#30C5C0', name: 'Бирюзовый' },
} as const satisfies Record<string, { hex: string; name: string }>;

export interface ColorMapping {
  codeToHex: Record<string, string>;
  codeToName: Record<string, string>;
}

export const fallbackColorMapping: ColorMapping = {
  codeToHex: Object.fromEntries(Object.entries(fallbackColors).map(([code, color]) => [code, color.hex])),
  codeToName: Object.fromEntries(Object.entries(fallbackColors).map(([code, color]) => [code, color.name])),
};

const fallbackOf = (code: string) => (fallbackColors as Record<string, { hex: string; name: string }>)[code];

/** The swatch color of a code: the mapping, the built-in palette, then #CCCCCC. */
export function colorHex(code: string, mapping?: Partial<ColorMapping> | null): string {
  return mapping?.codeToHex?.[code] ?? fallbackOf(code)?.hex ?? UNKNOWN_COLOR_HEX;
}

/** The Russian name of a code, or the code itself. */
export function colorName(code: string, mapping?: Partial<ColorMapping> | null): string {
  return mapping?.codeToName?.[code] ?? fallbackOf(code)?.name ?? code;
}
