import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { STUDENT_MESSAGES as M } from '../../src/domain/students/messages';
import { applyMove, type StudentStanding } from '../../src/domain/students/student-moves';
import { MoveConfirmSchema, MoveRequestSchema } from '../../src/domain/students/student-schemas';

const btech = { degreeYears: 4, degreeId: 1 };
const studying = (semester: number): StudentStanding => ({ status: 'studying', semester, branchId: 5 });

describe('year-end moves', () => {
  it('promotes a studying student to the next semester, or to the next year', () => {
    expect(applyMove('promote', studying(3), btech)).toEqual({ to: studying(4) });
    expect(applyMove('promote', studying(3), { ...btech, by: 'year' })).toEqual({ to: studying(5) });
    expect(applyMove('promote', studying(4), { ...btech, by: 'year' })).toEqual({ to: studying(5) });
  });

  it(`promotes only a studying student: '${M.notStudying}'`, () => {
    for (const status of ['detained', 'discontinued', 'graduated'] as const)
      expect(applyMove('promote', { ...studying(3), status }, btech)).toEqual({ refused: M.notStudying });
    expect(applyMove('promote', studying(8), btech)).toEqual({ refused: M.alreadyFinalSemester });
  });

  it(`graduates only from the final year: '${M.notFinalYear}'`, () => {
    expect(applyMove('graduate', studying(6), btech)).toEqual({ refused: M.notFinalYear });
    expect(applyMove('graduate', studying(7), btech)).toEqual({ to: { ...studying(7), status: 'graduated' } });
    expect(applyMove('graduate', studying(8), btech)).toEqual({ to: { ...studying(8), status: 'graduated' } });
    expect(applyMove('graduate', { ...studying(8), status: 'detained' }, btech)).toEqual({ refused: M.notStudying });
    expect(applyMove('graduate', studying(3), { ...btech, degreeYears: 2 })).toEqual({
      to: { ...studying(3), status: 'graduated' },
    });
  });

  it('detains, transfers within the degree and discontinues; nobody moves after leaving', () => {
    expect(applyMove('detain', studying(3), btech)).toEqual({ to: { ...studying(3), status: 'detained' } });
    expect(applyMove('detain', { ...studying(3), status: 'detained' }, btech)).toEqual({ refused: M.alreadyDetained });
    const to = { id: 6, degreeId: 1 };
    expect(applyMove('transfer', studying(3), { ...btech, toBranch: to })).toEqual({
      to: { ...studying(3), branchId: 6 },
    });
    expect(applyMove('transfer', studying(3), { ...btech, toBranch: { id: 5, degreeId: 1 } })).toEqual({
      refused: M.sameBranch,
    });
    expect(applyMove('transfer', studying(3), { ...btech, toBranch: { id: 9, degreeId: 2 } })).toEqual({
      refused: M.otherDegreeBranch,
    });
    expect(applyMove('transfer', studying(3), btech)).toEqual({ refused: M.branchNeeded });
    expect(applyMove('discontinue', studying(3), btech)).toEqual({ to: { ...studying(3), status: 'discontinued' } });
    expect(applyMove('discontinue', { ...studying(8), status: 'graduated' }, btech)).toEqual({
      refused: M.alreadyLeft,
    });
  });

  it(`asks the reason of a detention, transfer or discontinuation: '${M.reasonNeeded}'`, () => {
    const result = v.safeParse(MoveRequestSchema, { kind: 'detain', studentIds: [1] });
    expect(result.success ? '' : result.issues[0].message).toBe(M.reasonNeeded);
    expect(v.safeParse(MoveRequestSchema, { kind: 'promote', studentIds: [1, 1] }).output).toMatchObject({
      studentIds: [1],
    });
  });

  it(`confirms a move only with the standing each student was reviewed in, else '${M.invalid}'`, () => {
    const standing = { id: 7, status: 'studying', semester: 3, branchId: 5 };
    expect(v.parse(MoveConfirmSchema, { kind: 'promote', students: [standing] })).toMatchObject({
      studentIds: [7],
      students: [standing],
    });
    for (const body of [
      { kind: 'promote', studentIds: [7] },
      { kind: 'promote', students: [] },
      { kind: 'promote', students: [standing, standing] },
      { kind: 'promote', students: [{ ...standing, status: 'moved' }] },
    ]) {
      const result = v.safeParse(MoveConfirmSchema, body);
      expect(result.success ? '' : result.issues[0].message).toBe(M.invalid);
    }
  });
});
