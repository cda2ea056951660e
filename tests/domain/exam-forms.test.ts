import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ExamSchema, type ExamHead } from '../../src/domain/exams/exam';
import {
  EMPTY_GRACE,
  EMPTY_PLACEMENT,
  GraceFormSchema,
  ExamFormSchema,
  PlaceSubjectFormSchema,
  examFormValues,
  newExamValues,
} from '../../src/domain/exams/exam-forms';
import { EXAM_MESSAGES as M } from '../../src/domain/exams/messages';

/** Each field's first message, as the form kit shows them under the fields. */
function messagesByField(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of v.safeParse(schema, input).issues ?? []) found[String(issue.path?.[0]?.key)] ??= issue.message;
  return found;
}

const head: ExamHead = {
  id: 7,
  title: 'B.Tech II Year II Semester (R22) Regular Examinations, May 2024',
  regulationId: 3,
  regulation: 'R22',
  degreeId: 1,
  degree: 'B.Tech',
  semester: 4,
  examType: 'regular',
  month: 5,
  year: 2024,
};

describe('the exam form', () => {
  it("answers every field left empty with 'Please fill all the fields.' at that field", () => {
    expect(messagesByField(ExamFormSchema, newExamValues(2026))).toEqual({
      regulationId: M.fillAll,
      degreeId: M.fillAll,
      semester: M.fillAll,
      month: M.fillAll,
      title: M.fillAll,
    });
  });

  it("refuses a year typed as text with 'Year Not Found' and a month 13 with 'Month Not Found'", () => {
    const values = { ...examFormValues(head), year: '20x6', month: '13' };
    expect(messagesByField(ExamFormSchema, values)).toEqual({ year: M.yearNotFound, month: M.monthNotFound });
  });

  it("refuses an unknown exam type with 'ExamType Not Found'", () => {
    expect(messagesByField(ExamFormSchema, { ...examFormValues(head), examType: 'special' })).toEqual({
      examType: M.examTypeNotFound,
    });
  });

  it('sends what the server validates: the exam being changed, unchanged', () => {
    const output = v.parse(ExamFormSchema, examFormValues(head));
    expect(output).toEqual({
      title: head.title,
      regulationId: 3,
      degreeId: 1,
      semester: 4,
      examType: 'regular',
      month: 5,
      year: 2024,
    });
    expect(v.safeParse(ExamSchema, output).success).toBe(true);
  });
});

describe('the place-a-subject form', () => {
  it("answers a subject and a date not given with 'Please fill all the fields.' at each", () => {
    expect(messagesByField(PlaceSubjectFormSchema, EMPTY_PLACEMENT)).toEqual({
      subjectId: M.fillAll,
      date: M.fillAll,
    });
    expect(messagesByField(PlaceSubjectFormSchema, { ...EMPTY_PLACEMENT, session: '' }).session).toBe(M.fillAll);
  });

  it('refuses 30 February with the invalid-data words and an unknown session likewise', () => {
    expect(messagesByField(PlaceSubjectFormSchema, { subjectId: '12', date: '2026-02-30', session: 'EV' })).toEqual({
      date: M.invalid,
      session: M.invalid,
    });
  });

  it('gives the subject as a number and the slot as the server takes it', () => {
    expect(v.parse(PlaceSubjectFormSchema, { subjectId: '12', date: '2026-06-01', session: 'AN' })).toEqual({
      subjectId: 12,
      date: '2026-06-01',
      session: 'AN',
    });
  });
});

describe('the grace marks form', () => {
  it('shows every missing field at once, in the exam words', () => {
    expect(messagesByField(GraceFormSchema, EMPTY_GRACE)).toEqual({
      rollNo: M.notRegisteredFor,
      subjectId: M.subjectNotFound,
      marks: M.graceWhole,
      reason: M.graceReason,
    });
  });

  it('sends the chosen subject and the typed marks as numbers', () => {
    expect(
      v.parse(GraceFormSchema, { rollNo: ' 22B81A0501 ', subjectId: '4', marks: '3', reason: 'Moderation' }),
    ).toEqual({ rollNo: '22B81A0501', subjectId: 4, marks: 3, reason: 'Moderation' });
  });
});
