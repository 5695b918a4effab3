import { FastColor } from '@ant-design/fast-color';
import { DARK_LUMINANCE_LIMIT } from '@/settings/design-setting';

/*
 * Parsing, formatting and brightness come from @ant-design/fast-color, which antd's theme already
 * loads on every screen. What stays here is the spec's own: which strings count as a colour (§5),
 * the dark threshold (§4), and shading by a share of each channel (fast-color's lighten and darken
 * work in HSL and give other colours).
 */

/** Spec §5: a hex colour is `#` and 3 or 6 hex digits. */
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

/** `#abc` → `#aabbcc`, lower case. Throws on anything that is not a hex colour. */
export function normalizeHex(hex: string): string {
  if (!isHexColor(hex)) throw new Error(`not a hex colour: ${hex}`);
  const digits = hex.slice(1).toLowerCase();
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full}`;
}

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function hexToRgb(hex: string): Rgb {
  const { r, g, b } = new FastColor(normalizeHex(hex));
  return { r, g, b };
}

export function rgbToHex({ r, g, b }: Rgb): string {
  // FastColor clamps channels to 0–255 but keeps fractions, which its hex output does not expect.
  return new FastColor({ r: Math.round(r), g: Math.round(g), b: Math.round(b) }).toHexString();
}

/** Perceived brightness of a colour, 0 (black) to 255 (white): 0.299 R + 0.587 G + 0.114 B. */
export function luminance(hex: string): number {
  return new FastColor(normalizeHex(hex)).getBrightness();
}

/** Spec §4: a background is dark when its luminance is below 192; light text and a dark theme go on it. */
export function isDarkColor(hex: string): boolean {
  return luminance(hex) < DARK_LUMINANCE_LIMIT;
}

/** The theme (light or dark) of a surface painted with this background colour. */
export function themeForBackground(hex: string): 'light' | 'dark' {
  return isDarkColor(hex) ? 'dark' : 'light';
}

/** Moves each channel by `percent` of the full range (255) towards black (negative) or white (positive). */
export function shadeColor(hex: string, percent: number): string {
  const step = (percent / 100) * 255;
  const { r, g, b } = hexToRgb(hex);
  return rgbToHex({ r: r + step, g: g + step, b: b + step });
}

export function darken(hex: string, percent: number): string {
  return shadeColor(hex, -percent);
}

export function lighten(hex: string, percent: number): string {
  return shadeColor(hex, percent);
}
