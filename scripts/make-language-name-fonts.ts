/**
 * npm run fonts:language-names: the two small fonts that draw the language menu's names in their own scripts
 * (LOCALE_NAMES: తెలుగు, हिन्दी) on every page. Each is the committed Noto font cut to the letters of one name by
 * HarfBuzz's hb-subset (package libharfbuzz-bin), its shaping rules kept, so that an English page draws the menu with
 * a few KB instead of the whole Telugu and Devanagari fonts (about 180 KB). Run it after changing a name; the unit
 * test tests/lint/language-name-fonts.test.ts fails while a font misses a letter of its name.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { LOCALE_NAMES } from '../src/domain/i18n/locales';

const FONTS = path.join(import.meta.dirname, '..', 'assets', 'fonts');

const LANGUAGE_NAME_FONTS = [
  { locale: 'te', from: 'NotoSansTelugu-Regular.ttf', file: 'LanguageName-Telugu.ttf' },
  { locale: 'hi', from: 'NotoSansDevanagari-Regular.ttf', file: 'LanguageName-Devanagari.ttf' },
] as const;

for (const { locale, from, file } of LANGUAGE_NAME_FONTS) {
  execFileSync('hb-subset', [
    '--no-hinting',
    `--text=${LOCALE_NAMES[locale]}`,
    `--output-file=${path.join(FONTS, file)}`,
    path.join(FONTS, from),
  ]);
  console.log(`${file}: ${LOCALE_NAMES[locale]}`);
}
