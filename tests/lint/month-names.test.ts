import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dateText, longDateText, monthText } from '../../src/domain/calendar/date-text';
import { examTitle } from '../../src/domain/exams/exam';
import { examMonthOf } from '../../src/domain/memos/transcript';

/** The months are spelled in `src/domain/calendar/month-names.ts` only; dates, exam titles and transcripts read it. */
const HOME = path.join('src', 'domain', 'calendar', 'month-names.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) ? [file] : [];
  });
}

describe('one list of month names', () => {
  it('finds no other list of month names in src or sw', () => {
    const lists = ['src', 'sw']
      .flatMap(sourceFiles)
      .filter((file) => file !== HOME && /['"]February['"]|['"]Feb['"]/.test(readFileSync(file, 'utf8')));
    expect(lists).toEqual([]);
  });

  it('spells months the same in dates, exam titles and transcripts', () => {
    expect(dateText('2026-09-24')).toBe('24 Sep 2026');
    expect(longDateText('2026-11-24')).toBe('Tuesday, 24 November 2026');
    expect(monthText('2026-02')).toBe('February 2026');
    const title = examTitle({
      degree: 'B.Tech',
      semester: 4,
      regulation: 'R22',
      examType: 'regular',
      month: 5,
      year: 2024,
    });
    expect(title).toBe('B.Tech II Year II Semester (R22) Regular Examinations, May 2024');
    expect(examMonthOf(title, 0)).toEqual({ label: 'May 2024', year: 2024 });
    expect(examMonthOf('Supplementary', Date.UTC(2025, 11, 3))).toEqual({ label: 'December 2025', year: 2025 });
  });
});
