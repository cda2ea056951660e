import { describe, expect, it } from 'vitest';
import { buildResultSheetPdf } from '../../src/domain/pdf/result-sheet-pdf';
import type { ResultSheet } from '../../src/domain/results/result-sheet';

const sheet: ResultSheet = {
  studentName: 'CHARAN PILLAI',
  studentRollNo: '22B81A0501',
  totalCredits: 5,
  earnedCredits: 3,
  passCount: 1,
  failCount: 1,
  listofRecords: [
    {
      examTitle: 'B.Tech II Year II Semester',
      sgpa: 5.4,
      courseCode: 'CS401',
      course: 'Operating Systems',
      credits: 3,
      grade: 'A',
      gradePoints: 9,
      status: 'Pass',
    },
    {
      examTitle: 'B.Tech II Year II Semester',
      sgpa: 5.4,
      courseCode: 'CS402',
      course: 'Databases',
      credits: 2,
      grade: 'F',
      gradePoints: 0,
      status: 'Fail',
    },
  ],
};

describe('result sheet PDF layout', () => {
  it('builds a PDF document that names the student and the exam', () => {
    const bytes = Buffer.from(
      buildResultSheetPdf(sheet, { collegeName: 'Demo College', generatedAt: new Date('2026-01-01T00:00:00Z') }),
    );
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(2000);
  });

  it('gives the same bytes for the same sheet and time, so server and device agree', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    const a = Buffer.from(buildResultSheetPdf(sheet, { collegeName: 'Demo College', generatedAt: at }));
    const b = Buffer.from(buildResultSheetPdf(sheet, { collegeName: 'Demo College', generatedAt: at }));
    const strip = (buf: Buffer) =>
      buf
        .toString('latin1')
        .replace(/\/CreationDate \(D:[^)]*\)/, '')
        .replace(/\/ID \[[^\]]*\]/, '');
    expect(strip(a)).toBe(strip(b));
  });
});
