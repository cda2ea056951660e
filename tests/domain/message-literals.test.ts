import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, NO_PERMISSION, PASSWORD_INSTRUCTIONS } from '../../src/domain/auth/messages';

const SRC = join(import.meta.dirname, '../../src');
const SCHEMA_FILES = ['domain/auth/schemas.ts', 'domain/auth/restore-credentials.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** The code of a file without its comments, which may quote a message when they explain a rule. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"\\])\/\/.*$/gm, '$1');

const sources = sourceFiles(SRC).map((path) => ({ path, text: code(readFileSync(path, 'utf8')) }));

/** The quoted string literals of a file that read as a message: words with a space between them. */
function messageLiterals(text: string): string[] {
  return [...text.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)]
    .map((m) => m[2]!)
    .filter((s) => /^[A-Z][^${}]* [^${}]*$/.test(s));
}

/** Where a message is written as a literal in src/ (in single, double or back quotes). */
function placesOf(message: string): string[] {
  const quoted = ["'", '"', '`'].map((q) => `${q}${message}${q}`);
  return sources.flatMap(({ path, text }) =>
    quoted.flatMap((q) =>
      text
        .split(q)
        .slice(1)
        .map(() => path.slice(SRC.length + 1)),
    ),
  );
}

describe('each seed message is written once, in src/domain (STYLE.md habit 5)', () => {
  const messages = [...new Set([...Object.values(AUTH_MESSAGES), PASSWORD_INSTRUCTIONS])];

  it.each(messages.map((m) => [m]))('finds %j exactly once in src/, in src/domain/auth/messages.ts', (message) => {
    // The permission page's words are a file of their own, the signed-in frame's catalogue (docs/translations.md).
    expect(placesOf(message)).toEqual([
      message === NO_PERMISSION ? 'domain/auth/no-permission.ts' : 'domain/auth/messages.ts',
    ]);
  });

  it.each(SCHEMA_FILES.map((f) => [f]))('finds each message literal of %s nowhere else in src/', (file) => {
    const literals = messageLiterals(code(readFileSync(join(SRC, file), 'utf8')));
    for (const literal of literals) expect({ literal, places: placesOf(literal) }).toEqual({ literal, places: [file] });
  });

  it('writes no message in the auth schemas: each rule takes its words from messages.ts', () => {
    expect(messageLiterals(code(readFileSync(join(SRC, 'domain/auth/schemas.ts'), 'utf8')))).toEqual([]);
  });

  it("no longer types 'Please select a role' outside the messages (it was in three files)", () => {
    expect(placesOf('Please select a role')).toEqual(['domain/auth/messages.ts']);
  });
});

/** Every module's messages.ts under src/domain (a module added later is found by its folder) and the shared ones. */
const MESSAGE_FILES = [
  ...readdirSync(join(SRC, 'domain'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(SRC, 'domain', entry.name, 'messages.ts')))
    .map((entry) => `domain/${entry.name}/messages.ts`),
  ...readdirSync(join(SRC, 'domain/messages')).map((name) => `domain/messages/${name}`),
  'domain/auth/no-permission.ts',
];

/** The message texts a messages file exports: strings, in objects or alone (functions build theirs from parts). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

const messageTexts = await Promise.all(
  MESSAGE_FILES.map(async (file) => ({ file, texts: textsOf(await import(pathToFileURL(join(SRC, file)).href)) })),
);

describe("each module's seed messages are written once, in a messages file", () => {
  it('finds a messages.ts in every module that has one, and the shared messages', () => {
    expect(MESSAGE_FILES).toContain('domain/results/messages.ts');
    expect(MESSAGE_FILES).toContain('domain/messages/shared.ts');
  });

  it.each(messageTexts.map(({ file, texts }) => [file, texts]))(
    '%s: each message text is typed in one place only',
    (_file, texts) => {
      const wrong = [...new Set(texts)]
        .filter((text) => /^[A-Z][^${}]* [^${}]*$/.test(text))
        .map((text) => ({ text, places: placesOf(text) }))
        .filter(({ places }) => places.length > 1 || places.some((place) => !MESSAGE_FILES.includes(place)));
      expect(wrong).toEqual([]);
    },
  );
});
