import { describe, expect, it } from 'vitest';
import { darken, hexToRgb, isDarkColor, isHexColor, lighten, luminance, normalizeHex, themeForBackground } from '@/styles/color';

describe('hex colour validation (spec §5)', () => {
  it('accepts # followed by 3 or 6 hex digits, in either case', () => {
    for (const value of ['#fff', '#FFF', '#0960bd', '#0960BD', '#a1B2c3', '#000']) {
      expect(isHexColor(value), value).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const value of [
      'fff',
      '0960bd',
      '#ff',
      '#ffff',
      '#fffff',
      '#1234567',
      '#ggg',
      '#12345g',
      ' #fff',
      '#fff ',
      '',
      'red',
      'rgb(0,0,0)',
    ]) {
      expect(isHexColor(value), JSON.stringify(value)).toBe(false);
    }
    expect(isHexColor(null)).toBe(false);
    expect(isHexColor(0xffffff)).toBe(false);
  });

  it('expands the short form', () => {
    expect(normalizeHex('#AbC')).toBe('#aabbcc');
    expect(hexToRgb('#0960bd')).toEqual({ r: 9, g: 96, b: 189 });
    expect(() => normalizeHex('#abcd')).toThrow();
  });
});

describe('luminance and the dark threshold (spec §4: dark below 192)', () => {
  it('weighs the channels 0.299 / 0.587 / 0.114', () => {
    expect(luminance('#ffffff')).toBeCloseTo(255);
    expect(luminance('#000')).toBe(0);
    expect(luminance('#ff0000')).toBeCloseTo(76.245);
    expect(luminance('#00ff00')).toBeCloseTo(149.685);
    expect(luminance('#0000ff')).toBeCloseTo(29.07);
    expect(luminance('#0960bd')).toBeCloseTo(0.299 * 9 + 0.587 * 96 + 0.114 * 189);
  });

  it('calls a background dark strictly below 192', () => {
    expect(luminance('#c0c0c0')).toBeCloseTo(192);
    expect(isDarkColor('#c0c0c0')).toBe(false);
    expect(isDarkColor('#bfbfbf')).toBe(true);
  });

  it('gives the spec colours their themes', () => {
    expect(themeForBackground('#151515')).toBe('dark');
    expect(themeForBackground('#212121')).toBe('dark');
    expect(themeForBackground('#ffffff')).toBe('light');
    expect(themeForBackground('#0960bd')).toBe('dark');
    // A pale yellow is light even though its blue channel is low.
    expect(themeForBackground('#ffff66')).toBe('light');
  });
});

describe('shades (spec §9: 6 % / 5 % of the channel range)', () => {
  it('moves every channel by the percentage of 255 and stays in range', () => {
    expect(darken('#212121', 6)).toBe('#121212');
    expect(lighten('#212121', 5)).toBe('#2e2e2e');
    expect(darken('#ffffff', 6)).toBe('#f0f0f0');
    expect(lighten('#ffffff', 6)).toBe('#ffffff');
    expect(darken('#050505', 6)).toBe('#000000');
  });
});
