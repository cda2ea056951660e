import { describe, expect, it } from 'vitest';
import { assembleTranscript, type PublishedAttempt } from '../../src/domain/memos/transcript';
import { buildIssuedDocumentPdf, type IssuedDocumentPrint } from '../../src/domain/pdf/marks-memo-pdf';
import { GRADE_POINTS } from '../../src/domain/results/grade-scale';
import { havePdftoppm, qrCodesOnPages } from './support/qr-codes-in-pdf';

const attempt = (semester: number, i: number): PublishedAttempt => ({
  examTitle: `B.Tech Semester ${semester} (R22) Regular Examinations, May ${2022 + semester}`,
  publishedAt: Date.UTC(2022 + semester, 5, 1),
  semester,
  semesterName: `Semester ${semester}`,
  courseId: semester * 100 + i,
  code: `R22CS${semester}${i}`,
  name: `Course ${i} of semester ${semester}`,
  credits: 3,
  grade: 'A',
  gradePoints: GRADE_POINTS.A,
});

function print(kind: 'memo' | 'provisional', semesters: number): IssuedDocumentPrint {
  const attempts = Array.from({ length: semesters }, (_, s) => Array.from({ length: 9 }, (_, i) => attempt(s + 1, i)));
  const transcript = assembleTranscript(attempts.flat(), {
    creditsRequired: 27 * semesters,
    startYear: 2022,
    degreeYears: 4,
  });
  const code = 'K7QM-2XHD-9RTB';
  return {
    content: {
      kind,
      name: 'Asha Rao',
      rollNo: '22B81A0501',
      branch: 'CSE',
      degree: 'B.Tech',
      regulation: 'R22',
      transcript,
    },
    code,
    verifyUrl: `https://erp.college.example/verify/${code}`,
    issuedAt: new Date('2026-06-10T05:00:00Z'),
  };
}

describe('the QR code of the verification address on memos and certificates', () => {
  it.skipIf(!havePdftoppm)('decodes to the printed address on a one-page certificate', () => {
    const p = print('provisional', 2);
    expect(qrCodesOnPages(buildIssuedDocumentPdf(p, { collegeName: 'Demo College' }))).toEqual([p.verifyUrl]);
  });

  it.skipIf(!havePdftoppm)('decodes on the last page of a memo long enough to run over a page', () => {
    const p = print('memo', 8);
    const found = qrCodesOnPages(buildIssuedDocumentPdf(p, { collegeName: 'Demo College' }));
    expect(found.length).toBeGreaterThan(1);
    expect(found.at(-1)).toBe(p.verifyUrl);
    expect(found.slice(0, -1).every((text) => text === null)).toBe(true);
  });
});
