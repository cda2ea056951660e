import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResultSheet } from '../../src/domain/results/result-sheet';
import { buildPdfJob, type PdfJob } from '../../src/server/pdf/pdf-jobs';
import { PdfQueueFull, pdfThreads } from '../../src/server/pdf/pdf-pool';

const SHEET: ResultSheet = {
  studentName: 'రవి కుమార్',
  studentRollNo: '23B81A0501',
  totalCredits: 3,
  earnedCredits: 3,
  passCount: 1,
  failCount: 0,
  listofRecords: [
    {
      examTitle: 'B.Tech I Year I Semester (R22) Regular Examinations, May 2025',
      sgpa: 9,
      courseCode: 'CS101',
      course: 'Programming for Problem Solving',
      credits: 3,
      grade: 'A',
      gradePoints: 9,
      status: 'Pass',
      internal: 28,
      external: 60,
      total: 88,
    },
  ],
};
const JOB: PdfJob = {
  kind: 'resultSheet',
  sheet: SHEET,
  heading: { collegeName: 'Demo College', generatedAt: new Date('2025-06-01T10:00:00Z') },
  locale: 'te',
};

/** What pdftotext reads from a PDF's bytes, spaces joined. */
function pdfText(bytes: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pdf-threads-')), 'sheet.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('PDFs built on worker threads', () => {
  const threads = pdfThreads(10);

  it('gives the same document as one built on the calling thread, shaped and in the reader language', async () => {
    const [offThread, here] = await Promise.all([threads.build(JOB), buildPdfJob(JOB)]);
    expect(offThread).toBeInstanceOf(Uint8Array);
    const text = pdfText(offThread);
    expect(text).toBe(pdfText(here));
    for (const word of ['రవి కుమార్', '23B81A0501', 'CS101', 'విద్యార్థి పేరు']) expect(text).toContain(word);
  });

  it('builds many at once, each its own', async () => {
    const rolls = Array.from({ length: 6 }, (_, i) => `23B81A05${String(i + 10)}`);
    const built = await Promise.all(
      rolls.map((roll) => threads.build({ ...JOB, sheet: { ...SHEET, studentRollNo: roll }, locale: 'en' })),
    );
    built.forEach((bytes, i) => expect(pdfText(bytes)).toContain(rolls[i]));
  });

  it('refuses a PDF when as many as it allows are waiting, and builds nothing for it', async () => {
    await expect(pdfThreads(0).build(JOB)).rejects.toBeInstanceOf(PdfQueueFull);
  });
});
