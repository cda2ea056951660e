import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The interface's message catalogues (docs/translations.md). Every module's words live in its own folder:
 * `src/domain/<module>/locales/<locale>.po`, extracted from the module's app screens (`src/app/features/<module>`) and
 * domain files. The words every page shares (the page frame, the header and menus, the form kit, the language menu)
 * are the `common` catalogue in `src/domain/i18n/locales`. Messages are their English text (the specification's words
 * exactly), so English needs no translating; `npm run i18n:extract` updates the .po files and `npm run i18n:compile`
 * writes the `.ts` modules the app and the server import.
 */
/** A module's files that the signed-in frame reads: their words are the frame's catalogue, not the module's. */
const SHELL_FILES = ['menu.ts', 'titles.ts', 'dashboards.ts', 'counters.ts', 'no-permission.ts'];

const MESSAGES = /@lingui\/react|\/\*i18n\*\//;
const usesMessages = (dir: string) =>
  existsSync(dir) &&
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).some(
    (file) =>
      /\.tsx?$/.test(file) &&
      !file.includes('locales') &&
      !SHELL_FILES.includes(path.basename(file)) &&
      MESSAGES.test(readFileSync(path.join(dir, file), 'utf8')),
  );

/** Files of shared domain folders whose words a module's screens show: they join that module's catalogue. */
const ALSO: Readonly<Record<string, readonly string[]>> = {
  verify: ['src/domain/memos/messages.ts'],
  // The exam cell's result analysis tab shows the analysis's words ('3 or more' subjects still to pass).
  exams: ['src/domain/result-analysis', 'src/domain/memos/transcript.ts'],
};

/** The modules with words of their own: a module gets its catalogue when its code first marks a message. */
const FEATURES = readdirSync('src/app/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => usesMessages(`src/app/features/${name}`) || usesMessages(`src/domain/${name}`));

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'te', 'hi'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  orderBy: 'messageId',
  catalogs: [
    {
      path: '<rootDir>/src/domain/i18n/locales/{locale}',
      include: [
        '<rootDir>/src/app/ui',
        '<rootDir>/src/app/lib',
        '<rootDir>/src/app/routes',
        '<rootDir>/src/app/i18n',
        '<rootDir>/src/domain/i18n',
        // The §8 messages more than one module shows.
        '<rootDir>/src/domain/messages',
      ],
    },
    // The signed-in frame's words (header, menus, screen titles, dashboards' cards and counters), loaded with the frame:
    // each module's menu links, titles, cards and counters are in its own folder, but read by the frame.
    {
      path: '<rootDir>/src/domain/menus/locales/{locale}',
      include: [
        '<rootDir>/src/app/shell',
        '<rootDir>/src/domain/menus',
        ...SHELL_FILES.map((file) => `<rootDir>/src/domain/*/${file}`),
      ],
      exclude: ['**/locales/**'],
    },
    // The server's mails and text messages, written in the recipient's language (src/server/mail/mail-i18n.ts).
    {
      path: '<rootDir>/src/server/mail/locales/{locale}',
      include: ['<rootDir>/src/server/mail'],
      exclude: ['**/locales/**'],
    },
    ...FEATURES.map((name) => ({
      path: `<rootDir>/src/domain/${name}/locales/{locale}`,
      include: [
        `<rootDir>/src/app/features/${name}`,
        `<rootDir>/src/domain/${name}`,
        ...(ALSO[name] ?? []).map((file) => `<rootDir>/${file}`),
      ],
      exclude: ['**/locales/**', ...SHELL_FILES.map((file) => `**/${file}`)],
    })),
  ],
});
