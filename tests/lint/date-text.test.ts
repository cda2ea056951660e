import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Dates and times reach people in one format and the college's time zone, written by
 * `src/domain/calendar/date-text.ts`. Any other way of writing one — the device's locale and zone, UTC cut out of
 * an ISO string, a day and month glued with slashes — is refused here, outside the calendar module itself.
 */
const ROOTS = ['src', 'sw'];
/** The calendar module: the college's clock (college-time.ts), day arithmetic (calendar-date.ts) and date-text.ts. */
const ALLOWED = [path.join('src', 'domain', 'calendar') + path.sep];
const SKIPPED = [path.join('src', 'server', 'db', 'migrations')];

const RULES: [name: string, pattern: RegExp][] = [
  ['toLocaleDateString / toLocaleTimeString', /\.toLocale(Date|Time)String\(/],
  ['toLocaleString (dates: date-text.ts; counts: countText)', /\.toLocaleString\(/],
  ['a date format of its own (Intl.DateTimeFormat)', /Intl\.DateTimeFormat\b/],
  [
    'a day cut out of an ISO string (utcDay for arithmetic, dateText to show)',
    /toISOString\(\)\s*\.slice\(\s*0\s*,\s*1\d\s*\)/,
  ],
  ["an ISO time shown as it is (replace('T', ' '))", /\.replace\(\s*['"]T['"]\s*,\s*['"] ['"]\s*\)/],
  ['a day and month glued by hand (d/m/y)', /get(UTC)?(Date|Month|FullYear)\(\)[^`\n]{0,12}\}\s*[/.-]\s*\$\{/],
  ["UTC shown to people (' UTC' after a date)", /\+\s*' UTC'|\$\{[^}]+\} UTC\b/],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (SKIPPED.some((s) => file.startsWith(s))) return [];
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) ? [file] : [];
  });
}

/** Every line of the code (outside the calendar module) that writes a date another way, with the rule it breaks. */
export function datesWrittenOtherwise(files: { file: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    if (ALLOWED.some((a) => file.startsWith(a))) continue;
    text.split('\n').forEach((line, i) => {
      if (/^\s*(\*|\/\/)/.test(line)) return;
      for (const [name, pattern] of RULES) if (pattern.test(line)) found.push(`${file}:${i + 1}: ${name}`);
    });
  }
  return found;
}

describe('dates are written by date-text.ts only', () => {
  it('finds no other way of writing a date in src or sw', () => {
    const files = ROOTS.flatMap(sourceFiles).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(datesWrittenOtherwise(files)).toEqual([]);
  });

  it('catches each way a screen, PDF or mail used to write dates', () => {
    const samples = [
      'const a = new Date(x).toLocaleDateString();',
      "const b = new Date(x).toLocaleTimeString('en-GB');",
      'const c = new Date(x).toLocaleString();',
      "const d = new Intl.DateTimeFormat('en-IN').format(x);",
      'const e = x.toISOString().slice(0, 10);',
      "const f = x.toISOString().slice(0, 16).replace('T', ' ');",
      'const g = `${d.getDate()}/${d.getMonth() + 1}/${d.getFullYear()}`;',
      "const h = iso.slice(0, 16) + ' UTC';",
    ];
    const found = datesWrittenOtherwise(samples.map((text, i) => ({ file: `src/app/features/x/s${i}.tsx`, text })));
    expect(new Set(found.map((f) => f.split(':')[0])).size).toBe(samples.length);
  });

  it('lets the calendar module and comments be', () => {
    const files = [
      { file: path.join('src', 'domain', 'calendar', 'college-time.ts'), text: "new Intl.DateTimeFormat('en-US')" },
      { file: 'src/app/features/x/y.tsx', text: ' * not new Date(x).toLocaleString() here' },
      { file: 'src/app/features/x/z.tsx', text: 'const day = dateText(x);' },
    ];
    expect(datesWrittenOtherwise(files)).toEqual([]);
  });
});
