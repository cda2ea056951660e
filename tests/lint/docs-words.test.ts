import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Docs and comments describe the project as it is, not the history of its making (STYLE.md "Words"): no tracker
 * numbers, no work-session diary, no dated diary headings. History lives in git log. The patterns are assembled
 * from pieces so that this file does not match them itself. A sign-in session is "the session" or "a session";
 * a tracker entry is named by what it changed, an upstream bug by its address.
 */
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'this', 'that', 'last', 'previous', 'next'];
const DIARY_WORDS: { name: string; pattern: RegExp }[] = [
  { name: 'a tracker number', pattern: new RegExp(`\\b${'iss'}ue #?\\d+`, 'i') },
  { name: 'a work session', pattern: new RegExp(`\\b(?:${ORDINALS.join('|')}) ${'sess'}ion\\b`, 'i') },
  { name: 'a numbered round', pattern: new RegExp(`\\b${'rou'}nd \\d+`, 'i') },
];
/** A markdown heading holding a calendar date: the sign of a diary entry. */
const DATED_HEADING = /^#{1,6} .*\b\d{4}-\d{2}-\d{2}\b/;

const ROOT = path.resolve(import.meta.dirname, '../..');
const CODE_DIRS = ['src', 'sw', 'tests', 'scripts', 'bench'];
const CODE_FILE = /\.(?:ts|tsx|js|mjs|cjs|css|html|json)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'out', 'dist', 'dist-ssr', 'dist-server', 'test-results', 'tmp']);

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) found.push(...filesUnder(relative, keep));
    } else if (keep(entry.name)) found.push(relative);
  }
  return found;
}

/** Each line breaking a rule, as `file:line: what — the line`. */
function diaryLines(file: string, text: string): string[] {
  const found: string[] = [];
  const markdown = file.endsWith('.md');
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    for (const { name, pattern } of DIARY_WORDS)
      if (pattern.test(line)) found.push(`${where}: ${name} — ${line.trim()}`);
    if (markdown && DATED_HEADING.test(line)) found.push(`${where}: a dated heading — ${line.trim()}`);
  });
  return found;
}

/** The commands of the README's set-up block (the first code block after "## Set up"), comments dropped. */
function setUpCommands(readme: string): string[] {
  const section = readme.split(/^## Set up\s*$/m)[1] ?? '';
  const block = /```\w*\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('docs and comments describe the project, not its history (STYLE.md "Words")', () => {
  it('finds a tracker number, a work session, a numbered round and a dated heading', () => {
    const sample = [
      `see ${'iss'}ue 12`,
      `done in the third ${'sess'}ion`,
      `${'rou'}nd 2 of it`,
      `## Margins (2026-11-25)`,
    ].join('\n');
    expect(diaryLines('docs/x.md', sample)).toHaveLength(4);
    expect(diaryLines('src/x.ts', `## Margins (2026-11-25)`)).toEqual([]);
  });

  it('leaves a sign-in session, an issue without a number and an upstream address alone', () => {
    const sample = [
      'ends every session of that user',
      'the session cookie of the signed-in user',
      'shows every issue of the form',
      'https://github.com/exceljs/exceljs/issues/962',
      '## Measured on 2 cores',
    ].join('\n');
    expect(diaryLines('docs/x.md', sample)).toEqual([]);
  });

  it('README.md, docs/ and the comments in src, sw, tests, scripts, bench and the root configs hold none of them', () => {
    const markdown = ['README.md', ...filesUnder('docs', (name) => name.endsWith('.md'))];
    // The root's own files (vite.config.ts, .dependency-cruiser.cjs, …), without descending into its folders.
    const rootConfigs = readdirSync(ROOT, { withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(?:ts|js|mjs|cjs)$/.test(entry.name))
      .map((entry) => entry.name);
    expect(rootConfigs).toContain('vite.config.ts');
    const code = [...rootConfigs, ...CODE_DIRS.flatMap((dir) => filesUnder(dir, (name) => CODE_FILE.test(name)))];
    expect(code.length).toBeGreaterThan(100);
    expect([...markdown, ...code].flatMap((file) => diaryLines(file, read(file)))).toEqual([]);
  });
});

describe('the README is for the people who install and use it', () => {
  const readme = read('README.md');

  it('has at most 300 lines; the details live in docs/', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(300);
  });

  it('sets up with exactly two commands', () => {
    expect(setUpCommands(readme)).toEqual(['npm install && npm start', 'npm test']);
  });
});
