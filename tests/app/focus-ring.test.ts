import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every stylesheet of the app: the global ones in styles/ and those beside the features and components they style. */
const APP = 'src/app';
const css = Object.fromEntries(
  readdirSync(APP, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.css'))
    .map((f) => [f, readFileSync(path.join(APP, f), 'utf8')]),
);
const theme = css[path.join('styles', 'theme.css')]!;

function variable(name: string): string {
  const match = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{3,6})\\s*;`).exec(theme);
  if (!match) throw new Error(`${name} is not a hex colour in theme.css`);
  return match[1]!;
}

/** WCAG 2.x relative luminance of an sRGB hex colour. */
function luminance(hex: string): number {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(full.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio, 1 to 21. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const ring = variable('--app-focus-ring');
const halo = variable('--app-focus-halo');
const BACKGROUNDS = {
  white: '#ffffff',
  'mint page (--ion-background-color)': variable('--ion-background-color'),
  'mint surface (--app-mint-surface)': variable('--app-mint-surface'),
  'primary toolbar (--ion-color-primary)': variable('--ion-color-primary'),
  'mega menu hover (--ion-color-primary-shade)': variable('--ion-color-primary-shade'),
};

describe('focus ring contrast (#F4D35E had about 1.4:1; WCAG 1.4.11 asks for 3:1)', () => {
  it('computes WCAG contrast the standard way (black on white is 21:1, the old ring on white about 1.5:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#f4d35e', '#ffffff')).toBeLessThan(1.6);
  });

  it('keeps the two tones of the ring at least 3:1 apart, so the ring reads as a band on any colour', () => {
    expect(contrast(ring, halo)).toBeGreaterThanOrEqual(3);
  });

  for (const [name, background] of Object.entries(BACKGROUNDS)) {
    it(`has a tone with at least 3:1 against ${name} ${background}`, () => {
      expect(Math.max(contrast(ring, background), contrast(halo, background))).toBeGreaterThanOrEqual(3);
    });
  }

  it('is the only focus outline in the style sheets: no element keeps a ring of its own colour', () => {
    for (const [file, text] of Object.entries(css)) {
      expect(text.toLowerCase(), file).not.toContain('#f4d35e');
      for (const [, declaration] of text.matchAll(/outline:\s*([^;}]+)/g))
        expect(declaration, `${file}: outline: ${declaration}`).toContain('var(--app-focus-ring)');
    }
  });
});
