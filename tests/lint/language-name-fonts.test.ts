import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_NAMES } from '../../src/domain/i18n/locales';

/**
 * The language menu draws తెలుగు and हिन्दी from two small fonts cut to their letters (styles/theme.css,
 * scripts/make-language-name-fonts.ts). A name changed without running `npm run fonts:language-names` would show a
 * missing-glyph box, or make the menu download the whole font again: both are caught here.
 */
const FONTS = { te: 'LanguageName-Telugu.ttf', hi: 'LanguageName-Devanagari.ttf' } as const;
const THEME = readFileSync(path.join('src', 'app', 'styles', 'theme.css'), 'utf8');

/** The glyph ids HarfBuzz's hb-shape (package libharfbuzz-bin, which the suite needs) gives `text` in `font`. */
function glyphIds(font: string, text: string): number[] {
  const shaped = execFileSync('hb-shape', ['--no-glyph-names', '--no-positions', '--no-clusters', font, text], {
    encoding: 'utf8',
  });
  return [...shaped.matchAll(/(?:\[|\|)(\d+)/g)].map((m) => Number(m[1]));
}

/** The code points the face of `file` declares in its unicode-range. */
function declaredRange(file: string): number[] {
  const face = THEME.split('@font-face').find((block) => block.includes(file));
  const range = /unicode-range:([^;]+);/.exec(face ?? '')?.[1] ?? '';
  return [...range.matchAll(/U\+([0-9A-F]+)/gi)].map((m) => parseInt(m[1]!, 16));
}

describe('the fonts of the language names', () => {
  it.each(Object.entries(FONTS))('draws the %s name with every letter shaped from its own font', (locale, file) => {
    const name = LOCALE_NAMES[locale as keyof typeof FONTS];
    const glyphs = glyphIds(path.join('assets', 'fonts', file), name);
    expect(glyphs.length).toBeGreaterThan(0);
    expect(glyphs).not.toContain(0);
    // A letter outside its face's range would be looked for in the whole font, and download it.
    const letters = [...name].map((c) => c.codePointAt(0)!);
    expect(declaredRange(file)).toEqual(expect.arrayContaining(letters));
    expect(new Set(declaredRange(file))).toEqual(new Set(letters));
  });
});
