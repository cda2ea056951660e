import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every form is built on the form kit (`docs/form-kit.md`): a `.tsx` under `src/app` that draws a `<form` calls
 * `useSchemaForm(` or `checkWithSchema(`, or the doc's table "Forms outside the kit" names it with the reason.
 */
const DOC = path.join('docs', 'form-kit.md');
const TABLE_HEADING = '## Forms outside the kit';

function screenFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return screenFiles(file);
    return name.endsWith('.tsx') ? [file.split(path.sep).join('/')] : [];
  });
}

/** The backticked paths in the first column of the table under the heading, up to the next heading. */
function namedExceptions(doc: string): string[] {
  const start = doc.indexOf(TABLE_HEADING);
  if (start < 0) return [];
  const section = doc.slice(start + TABLE_HEADING.length).split(/\n## /)[0]!;
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .flatMap((line) => /^\|\s*`([^`]+)`/.exec(line)?.[1] ?? []);
}

const text = (file: string) => readFileSync(file, 'utf8');
const hasForm = (file: string) => text(file).includes('<form');
const exceptions = namedExceptions(text(DOC));

describe('forms on the form kit', () => {
  it('names its exceptions in docs/form-kit.md', () => {
    expect(exceptions.length).toBeGreaterThan(0);
  });

  it('finds every <form under src/app on the kit or named with its reason', () => {
    const outside = screenFiles(path.join('src', 'app'))
      .filter(hasForm)
      .filter((file) => !/\b(useSchemaForm|checkWithSchema)\(/.test(text(file)))
      .filter((file) => !exceptions.includes(file));
    expect(outside).toEqual([]);
  });

  it('names only files that exist and still draw a <form', () => {
    const stale = exceptions.filter((file) => !existsSync(file) || !hasForm(file));
    expect(stale).toEqual([]);
  });
});
