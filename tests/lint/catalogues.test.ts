import { readFileSync } from 'node:fs';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { describe, expect, it } from 'vitest';

/**
 * The message catalogues against the code (docs/translations.md): every message the code marks is in its module's
 * catalogue, the compiled modules are those of the .po files, and the catalogues a parent, a student or a visitor
 * reads first are translated whole. The run lists what is still English in the others, per language.
 */
const config = getConfig({ cwd: process.cwd() });
const catalogues = await getCatalogs(config);
const TRANSLATED = config.locales.filter((locale) => locale !== config.sourceLocale);

/** Catalogues whose every message must be in Telugu and Hindi (the others may fall back to English for now). */
const WHOLE = [
  'src/domain/i18n/locales/{locale}',
  'src/domain/home/locales/{locale}',
  'src/domain/legal/locales/{locale}',
  'src/domain/verify/locales/{locale}',
  'src/server/mail/locales/{locale}',
  'src/domain/auth/locales/{locale}',
  'src/domain/admissions/locales/{locale}',
  'src/domain/menus/locales/{locale}',
  'src/domain/dashboards/locales/{locale}',
  'src/domain/results/locales/{locale}',
  'src/domain/parents/locales/{locale}',
  'src/domain/attendance/locales/{locale}',
  'src/domain/timetable/locales/{locale}',
  'src/domain/leave/locales/{locale}',
  'src/domain/calendar/locales/{locale}',
  'src/domain/payments/locales/{locale}',
  'src/domain/students/locales/{locale}',
  'src/domain/outbox/locales/{locale}',
  'src/domain/maintenance/locales/{locale}',
  'src/domain/faculty/locales/{locale}',
  'src/domain/alumni/locales/{locale}',
  'src/domain/achievements/locales/{locale}',
  'src/domain/exams/locales/{locale}',
  'src/domain/setup/locales/{locale}',
  'src/domain/users/locales/{locale}',
  'src/domain/academic/locales/{locale}',
  'src/domain/accreditation/locales/{locale}',
  'src/domain/tools/locales/{locale}',
];

const relative = (path: string) => path.replace(`${process.cwd()}/`, '');

describe.each(catalogues.map((catalogue) => [relative(catalogue.path), catalogue] as const))(
  '%s',
  (name, catalogue) => {
    it("holds every message its module's code marks (run npm run i18n:extract)", async () => {
      const extracted = await catalogue.collect();
      const inCode = Object.keys(extracted ?? {}).sort();
      for (const locale of config.locales) {
        const written = Object.entries(await catalogue.read(locale))
          .filter(([, message]) => !message.obsolete)
          .map(([id]) => id)
          .sort();
        expect(written, `${name} in ${locale}`).toEqual(inCode);
      }
    });

    it('is compiled from its .po files as they are (run npm run i18n:compile)', async () => {
      for (const locale of config.locales) {
        const { messages } = await catalogue.getTranslations(locale, {
          sourceLocale: config.sourceLocale ?? 'en',
          fallbackLocales: config.fallbackLocales || {},
        });
        const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'ts', strict: false });
        expect(errors).toEqual([]);
        expect(readFileSync(catalogue.getFilename(locale).replace(/\.po$/, '.ts'), 'utf8')).toBe(source);
      }
    });

    it(`says which messages are still in English (${WHOLE.includes(name) ? 'none may be' : 'listed'})`, async () => {
      const untranslated: Record<string, string[]> = {};
      for (const locale of TRANSLATED) {
        const messages = await catalogue.read(locale);
        const missing = Object.entries(messages)
          .filter(([, message]) => !message.obsolete && !message.translation)
          .map(([id]) => id);
        if (missing.length > 0) untranslated[locale] = missing;
      }
      if (WHOLE.includes(name)) expect(untranslated).toEqual({});
      else if (Object.keys(untranslated).length > 0) console.info(`Untranslated in ${name}:`, untranslated);
    });
  },
);

describe('one translation per message and language', () => {
  it('gives a message the same words in every catalogue (the server loads them all, a page only some)', async () => {
    for (const locale of TRANSLATED) {
      const words = new Map<string, Map<string, string>>();
      for (const catalogue of catalogues) {
        for (const [id, message] of Object.entries(await catalogue.read(locale))) {
          if (message.obsolete || !message.translation) continue;
          const byCatalogue = words.get(id) ?? new Map<string, string>();
          byCatalogue.set(relative(catalogue.path), message.translation);
          words.set(id, byCatalogue);
        }
      }
      const differing = [...words].filter(([, byCatalogue]) => new Set(byCatalogue.values()).size > 1);
      expect(
        Object.fromEntries(differing.map(([id, byCatalogue]) => [id, Object.fromEntries(byCatalogue)])),
        locale,
      ).toEqual({});
    }
  });
});
