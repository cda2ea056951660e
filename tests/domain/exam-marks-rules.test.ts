import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  ExternalMarksSchema,
  InternalMarksSchema,
  aboveMaxReason,
  keyCell,
  marksLayout,
  marksAboveMaxima,
  marksMissing,
  parseMarksCell,
} from '../../src/domain/exams/marks';
import { MARKS_MESSAGES as M } from '../../src/domain/exams/messages';

describe('marks rules', () => {
  it("refuses marks above the subject's maximum with the marks and the maximum; at the maximum is fine", () => {
    expect(aboveMaxReason('Internal', 31, 30)).toBe('Internal marks 31 are above the maximum of 30');
    expect(aboveMaxReason('Internal', 30, 30)).toBeNull();
    expect(aboveMaxReason('External', null, 70)).toBeNull();
  });

  it('reads a sheet cell: whole numbers (typed or stored as numbers), AB in any case for an absentee', () => {
    expect(parseMarksCell(45, 70)).toEqual({ ok: true, external: 45, absent: false });
    expect(parseMarksCell(' 45 ', 70)).toEqual({ ok: true, external: 45, absent: false });
    expect(parseMarksCell('45.0', 70)).toEqual({ ok: true, external: 45, absent: false });
    expect(parseMarksCell(0, 70)).toEqual({ ok: true, external: 0, absent: false });
    expect(parseMarksCell('AB', 70)).toEqual({ ok: true, external: null, absent: true });
    expect(parseMarksCell('ab', 70)).toEqual({ ok: true, external: null, absent: true });
  });

  it('refuses a blank cell, a decimal, a negative, words and marks over the maximum, each with its reason', () => {
    expect(parseMarksCell(null, 70)).toEqual({ ok: false, reason: M.blank });
    expect(parseMarksCell('', 70)).toEqual({ ok: false, reason: M.blank });
    expect(parseMarksCell(45.5, 70)).toEqual({ ok: false, reason: M.notAWholeNumber });
    expect(parseMarksCell('-3', 70)).toEqual({ ok: false, reason: M.notAWholeNumber });
    expect(parseMarksCell('absent', 70)).toEqual({ ok: false, reason: M.notAWholeNumber });
    expect(parseMarksCell(71, 70)).toEqual({ ok: false, reason: 'External marks 71 are above the maximum of 70' });
  });

  it('finds the template columns in any order and names what is missing', () => {
    expect(marksLayout(['Subject Code', 'Roll Number', 'Name', 'External Marks'])).toEqual({
      layout: { subject: 0, rollNo: 1, code: null, external: 3 },
    });
    expect(marksLayout(['external marks', 'CODED NUMBER', 'subject code'])).toEqual({
      layout: { subject: 2, rollNo: null, code: 1, external: 0 },
    });
    expect(marksLayout(['Subject Code', 'Name', 'External Marks'])).toEqual({
      missing: ['Roll Number or Coded Number'],
    });
  });

  it('reads roll and coded numbers as text, whether Excel kept them as numbers or with spaces', () => {
    expect(keyCell(482913)).toBe('482913');
    expect(keyCell(' 22b81a0501 ')).toBe('22B81A0501');
    expect(keyCell(null)).toBe('');
  });

  it('takes a grid of whole marks or null (not entered), and refuses a negative or a decimal', () => {
    expect(
      v.safeParse(InternalMarksSchema, {
        marks: [
          { studentId: 1, internal: 25 },
          { studentId: 2, internal: null },
        ],
      }).success,
    ).toBe(true);
    const negative = v.safeParse(InternalMarksSchema, { marks: [{ studentId: 1, internal: -1 }] });
    expect(negative.issues?.[0]?.message).toBe(M.notAWholeNumber);
    expect(v.safeParse(InternalMarksSchema, { marks: [{ studentId: 1, internal: 2.5 }] }).success).toBe(false);
    expect(v.safeParse(InternalMarksSchema, { marks: [] }).success).toBe(false);
    const twice = v.safeParse(InternalMarksSchema, {
      marks: [
        { studentId: 1, internal: 5 },
        { studentId: 1, internal: 6 },
      ],
    });
    expect(twice.issues?.[0]?.message).toBe(M.sameStudentTwice);
  });

  it('takes external marks or AB, never both', () => {
    expect(v.safeParse(ExternalMarksSchema, { marks: [{ studentId: 1, external: null, absent: true }] }).success).toBe(
      true,
    );
    expect(v.safeParse(ExternalMarksSchema, { marks: [{ studentId: 1, external: 40, absent: true }] }).success).toBe(
      false,
    );
  });

  it('counts what is missing: AB counts as entered external marks', () => {
    const p = {
      courseId: 1,
      code: 'R22CS701',
      name: 'Compiler Design',
      branch: 'CSE',
      internalMax: 30,
      externalMax: 70,
      registered: 60,
      internalEntered: 58,
      externalEntered: 60,
      absent: 2,
      coded: 0,
      aboveMax: 0,
    };
    expect(marksMissing(p)).toEqual({ internal: 2, external: 0 });
  });

  it('counts marks above the maxima, internal and external apart, a mark at the maximum within it', () => {
    const max = { internalMax: 20, externalMax: 50 };
    expect(marksAboveMaxima({ internal: 28, external: 60 }, max)).toBe(2);
    expect(marksAboveMaxima({ internal: 20, external: 51 }, max)).toBe(1);
    expect(marksAboveMaxima({ internal: null, external: null }, max)).toBe(0);
  });
});
