import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setupI18n, type Messages } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { english, registerPdfWords, type Translate } from '../../src/domain/attendance/register-pdf-labels';
import type { MonthlyRegister } from '../../src/domain/attendance/attendance';
import { messages as attendanceTe } from '../../src/domain/attendance/locales/te';
import { messages as timetableHi } from '../../src/domain/timetable/locales/hi';
import { messages as timetableTe } from '../../src/domain/timetable/locales/te';
import { buildAttendanceRegisterPdf } from '../../src/domain/pdf/attendance-register-pdf';
import { buildTimetablePdf, timetablePdfWords } from '../../src/domain/pdf/timetable-pdf';
import { loadIndicShaper, type IndicShaper } from '../../src/domain/pdf/shaped-text';
import type { Week } from '../../src/domain/timetable/timetable';

let shaper: IndicShaper;
beforeAll(async () => {
  shaper = await loadIndicShaper({
    subsetWasm: readFileSync(createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')),
    fonts: {
      telugu: readFileSync('assets/fonts/NotoSansTelugu-Regular.ttf'),
      devanagari: readFileSync('assets/fonts/NotoSansDevanagari-Regular.ttf'),
    },
  });
});

/** A catalogue's words as the device's page passes them to a PDF builder. */
function translateWith(locale: string, messages: Messages): Translate {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return (id, values) => (i18n.messages[id] === undefined ? english(id, values) : i18n._(id, values));
}

const WEEK: Week = {
  title: 'CSE-A',
  academicYear: '2025-26',
  term: 'odd',
  weekOf: '2026-01-05',
  bell: [],
  days: [
    {
      day: 1,
      name: 'Monday',
      date: '2026-01-05',
      holiday: null,
      entries: [
        {
          slotId: 1,
          from: 1,
          to: 1,
          periods: 'P1',
          startTime: '09:00',
          endTime: '09:50',
          subjectCode: 'CS401',
          subjectName: 'Compilers',
          sectionLabel: 'CSE-A',
          teacher: 'Ravi Kumar',
          room: '101',
          kind: 'covered',
          regularTeacher: 'Sita Devi',
        },
      ],
    },
    { day: 2, name: 'Tuesday', date: '2026-01-06', holiday: null, entries: [] },
  ],
};

const REGISTER: MonthlyRegister = {
  section: 'CSE-A',
  month: '2026-01',
  columns: [{ date: '2026-01-05', period: 'P1', subjectCode: 'CS401' }],
  rows: [{ rollNo: '22B81A0501', name: 'Charan Pillai', cells: ['P'], present: 1, held: 1, percent: 100 }],
};
const HEAD = { collegeName: 'Demo College of Engineering', generatedAt: new Date('2026-01-07T05:30:00Z') };

/** A PDF's bytes as text without its file id, which jsPDF makes afresh for every document. */
const withoutFileId = (pdf: ArrayBuffer) =>
  Buffer.from(pdf)
    .toString('latin1')
    .replace(/\/ID \[[^\]]*\]/, '');

/** What pdftotext reads, with line breaks and runs of spaces as one space. */
const textOf = (pdf: ArrayBuffer) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: Buffer.from(pdf) })
    .toString('utf8')
    .replace(/\s+/g, ' ');

describe("the timetable and attendance register PDFs in the reader's language", () => {
  it('print English without a translation, the same bytes (but the file id) as with English given', () => {
    const week = buildTimetablePdf(WEEK, HEAD);
    expect(withoutFileId(buildTimetablePdf(WEEK, HEAD, undefined, english))).toBe(withoutFileId(week));
    expect(textOf(week)).toContain('TIMETABLE: CSE-A, ODD SEMESTER 2025-26');
    expect(textOf(week)).toContain('covered by Ravi Kumar');
    const register = buildAttendanceRegisterPdf(REGISTER, HEAD);
    expect(withoutFileId(buildAttendanceRegisterPdf(REGISTER, HEAD, undefined, english))).toBe(withoutFileId(register));
    expect(textOf(register)).toContain('ATTENDANCE REGISTER: CSE-A, 2026-01');
  });

  it('prints the week in Telugu: title, semester, days and labels; codes and times as they are', () => {
    const translate = translateWith('te', timetableTe);
    expect(timetablePdfWords(WEEK, translate)).toContain('సోమవారం');
    const text = textOf(buildTimetablePdf(WEEK, HEAD, shaper, translate));
    for (const words of ['టైమ్‌టేబుల్', 'బేసి సెమిస్టర్', 'సోమవారం', 'సబ్జెక్టు', 'తరగతులు లేవు', 'Ravi Kumar తీసుకుంటారు'])
      expect(text).toContain(words);
    for (const kept of ['CS401', '09:00-09:50', '2025-26']) expect(text).toContain(kept);
    expect(text).not.toContain('Teacher');
  });

  it('prints the week in Hindi and the register in Telugu', () => {
    const hindi = textOf(buildTimetablePdf(WEEK, HEAD, shaper, translateWith('hi', timetableHi)));
    for (const words of ['समय सारणी', 'विषम सेमेस्टर', 'सोमवार', 'शिक्षक']) expect(hindi).toContain(words);
    const translate = translateWith('te', attendanceTe);
    expect(registerPdfWords(translate)).toContain('హాజరు రిజిస్టర్');
    const register = textOf(buildAttendanceRegisterPdf(REGISTER, HEAD, shaper, translate));
    for (const words of ['హాజరు రిజిస్టర్', 'రోల్ నం.', 'పేరు', 'మొత్తం', '22B81A0501']) expect(register).toContain(words);
  });
});
