import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import * as v from 'valibot';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResultSheetView } from '../../src/app/features/results/result-sheet-view';
import { ResultViewResponseSchema, type ResultSheet } from '../../src/domain/results/result-sheet';
import { messages } from '../../src/domain/results/locales/en';

const SUPPLEMENTARY = 'B.Tech II Year I Semester (R22) Supplementary Examinations, December 2024';
/** A sheet as the server sends it after a supplementary exam: the semester's SGPA, the CGPA, its percentage, marks. */
const SHEET = {
  studentName: 'RAVI KUMAR',
  studentRollNo: '22B81A0502',
  totalCredits: 6,
  earnedCredits: 3,
  passCount: 1,
  failCount: 1,
  semester: 3,
  cgpa: 7.95,
  percentage: 74.5,
  listofRecords: [
    {
      examTitle: SUPPLEMENTARY,
      sgpa: 7.7,
      courseCode: 'R22CS302',
      course: 'Digital Electronics',
      credits: 3,
      grade: 'B+',
      gradePoints: 7,
      status: 'Pass',
      internal: 28,
      external: 38,
      total: 66,
    },
    {
      examTitle: SUPPLEMENTARY,
      sgpa: 7.7,
      courseCode: 'R22CS304',
      course: 'Computer Oriented Statistical Methods',
      credits: 3,
      grade: 'AB',
      gradePoints: 0,
      status: 'Absent',
      internal: 30,
      external: null,
      total: null,
    },
  ],
};
const i18n = setupI18n({ locale: 'en', messages: { en: messages } });
const text = (sheet: ResultSheet) =>
  renderToString(
    <I18nProvider i18n={i18n}>
      <ResultSheetView sheet={sheet} />
    </I18nProvider>,
  ).replace(/<!-- -->/g, '');

describe('the result sheet on screen and in the copy kept on the device', () => {
  it('keeps the semester, CGPA, percentage and marks through the answer schema, so the device copy has them', () => {
    expect(v.parse(ResultViewResponseSchema, SHEET)).toEqual(SHEET);
  });

  it("labels each figure for what it is: 'SGPA (Semester 3)', 'CGPA', 'Percentage'; marks beside the grade", () => {
    const html = text(v.parse(ResultViewResponseSchema, SHEET) as ResultSheet);
    expect(html).toContain('<dt>SGPA (Semester 3)</dt><dd data-testid="sgpa">7.70</dd>');
    expect(html).toContain('<dt>CGPA</dt><dd data-testid="cgpa">7.95</dd>');
    expect(html).toContain('<dt>Percentage</dt><dd data-testid="percentage">74.50%</dd>');
    expect(html).toContain(
      '<td data-label="Internal">28</td><td data-label="External">38</td><td data-label="Total">66</td>',
    );
    // An absentee's external and total are empty.
    expect(html).toContain(
      '<td data-label="Internal">30</td><td data-label="External">–</td><td data-label="Total">–</td>',
    );
  });

  it("states the SGPA of each semester a supplementary exam's courses belong to, each labelled with its semester", () => {
    const sheet = {
      ...SHEET,
      sgpas: [
        { semester: 2, sgpa: 8.19 },
        { semester: 3, sgpa: 7.7 },
      ],
      listofRecords: [{ ...SHEET.listofRecords[0]!, courseCode: 'R22CS204', sgpa: 8.19 }, SHEET.listofRecords[0]!],
    };
    const html = text(v.parse(ResultViewResponseSchema, sheet) as ResultSheet);
    expect(html).toContain('<dt>SGPA (Semester 2)</dt><dd data-testid="sgpa-semester-2">8.19</dd>');
    expect(html).toContain('<dt>SGPA (Semester 3)</dt><dd data-testid="sgpa-semester-3">7.70</dd>');
    expect(html).toContain('<dt>CGPA</dt><dd data-testid="cgpa">7.95</dd>');
  });

  it("shows a copy kept before these fields existed as plain 'SGPA', without CGPA, percentage or marks columns", () => {
    const { semester, cgpa, percentage, ...old } = SHEET;
    void [semester, cgpa, percentage];
    const kept = {
      ...old,
      listofRecords: old.listofRecords.map(
        ({ internal, external, total, ...r }) => (void [internal, external, total], r),
      ),
    };
    const html = text(v.parse(ResultViewResponseSchema, kept) as ResultSheet);
    expect(html).toContain('<dt>SGPA</dt><dd data-testid="sgpa">7.70</dd>');
    expect(html).not.toContain('CGPA');
    expect(html).not.toContain('Percentage');
    expect(html).not.toContain('Internal');
  });
});
