import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { leaveRouteFor, mayDecide, uncoveredScope, type BackupNaming } from '../../src/domain/leave/access';
import {
  LeaveApplicationSchema,
  LeaveDecisionSchema,
  applicationRefusal,
  balances,
  cancellable,
  classInHalves,
  countedHalves,
  halvesOn,
  middayPosition,
  daysText,
  leavesOverlap,
  type LeaveSpan,
} from '../../src/domain/leave/leave-rules';
import { LEAVE_MESSAGES as M } from '../../src/domain/leave/messages';

const span = (
  fromDate: string,
  toDate: string,
  fromHalf: 'full' | 'second' = 'full',
  toHalf: 'full' | 'first' = 'full',
): LeaveSpan => ({
  fromDate,
  toDate,
  fromHalf,
  toHalf,
});
const NONE = new Set<string>();
// 2026-08-10 is a Monday; 2026-08-15 (Saturday) Independence Day; 2026-08-16 a Sunday.
const HOLIDAYS = new Set(['2026-08-15']);

describe('counted days of a leave', () => {
  it('counts a week from Monday to Monday as six working days, leaving out the Sunday', () => {
    expect(countedHalves(span('2026-08-10', '2026-08-17'), NONE)).toBe(14);
  });
  it('leaves out the holidays of the academic calendar as well', () => {
    expect(countedHalves(span('2026-08-10', '2026-08-17'), HOLIDAYS)).toBe(12);
  });
  it('counts half a day for a start at midday and for an end at midday', () => {
    expect(countedHalves(span('2026-08-10', '2026-08-12', 'second', 'first'), NONE)).toBe(4);
    expect(daysText(countedHalves(span('2026-08-10', '2026-08-10', 'second'), NONE))).toBe('0.5');
    expect(daysText(countedHalves(span('2026-08-10', '2026-08-10', 'full', 'first'), NONE))).toBe('0.5');
  });
  it('counts nothing for a Sunday or a holiday alone, half day or not', () => {
    expect(countedHalves(span('2026-08-16', '2026-08-16'), NONE)).toBe(0);
    expect(countedHalves(span('2026-08-15', '2026-08-16', 'second'), HOLIDAYS)).toBe(0);
  });
});

describe('overlapping leave', () => {
  it('refuses two leaves sharing a day', () => {
    expect(leavesOverlap(span('2026-08-10', '2026-08-12'), span('2026-08-12', '2026-08-14'))).toBe(true);
  });
  it('lets a leave ending at midday and one starting at midday share that day', () => {
    expect(
      leavesOverlap(span('2026-08-10', '2026-08-12', 'full', 'first'), span('2026-08-12', '2026-08-13', 'second')),
    ).toBe(false);
    expect(leavesOverlap(span('2026-08-10', '2026-08-12', 'full', 'first'), span('2026-08-12', '2026-08-13'))).toBe(
      true,
    );
  });
  it('does not see days apart as overlapping', () => {
    expect(leavesOverlap(span('2026-08-10', '2026-08-11'), span('2026-08-12', '2026-08-12'))).toBe(false);
  });
});

describe('balances and refusals', () => {
  const types = [
    { id: 1, code: 'CL', name: 'Casual leave', halfDaysAllowed: true, needsAttachment: false },
    { id: 2, code: 'EL', name: 'Earned leave', halfDaysAllowed: false, needsAttachment: false },
  ];
  const allot = new Map([
    [1, 12],
    [2, 6],
  ]);
  const [cl, el] = balances(types, allot, [
    { leaveTypeId: 1, status: 'approved', halfDays: 4 },
    { leaveTypeId: 1, status: 'pending', halfDays: 3 },
    { leaveTypeId: 1, status: 'rejected', halfDays: 10 },
    { leaveTypeId: 1, status: 'cancelled', halfDays: 10 },
  ]);

  it('takes approved and pending leave from the allotment, not rejected or cancelled', () => {
    expect(cl).toMatchObject({ allotted: 24, approved: 4, pending: 3, available: 17 });
    expect(el).toMatchObject({ allotted: 12, approved: 0, pending: 0, available: 12 });
  });
  it('refuses more days than are left, naming what is left', () => {
    expect(applicationRefusal(span('2026-08-10', '2026-08-17'), 14, el!, [])).toBe(M.insufficient('EL', '6'));
    expect(applicationRefusal(span('2026-08-10', '2026-08-12'), 6, el!, [])).toBeNull();
  });
  it('refuses half days for a type taken in whole days, and a leave of no working day', () => {
    expect(applicationRefusal(span('2026-08-10', '2026-08-10', 'second'), 1, el!, [])).toBe(M.halfDaysNotAllowed('EL'));
    expect(applicationRefusal(span('2026-08-16', '2026-08-16'), 0, cl!, [])).toBe(M.noWorkingDay);
  });
  it('refuses a leave overlapping one pending or approved', () => {
    expect(applicationRefusal(span('2026-08-11', '2026-08-11'), 2, cl!, [span('2026-08-10', '2026-08-12')])).toBe(
      M.overlap,
    );
  });
  it('a staff category without an allotment of a type has none of it', () => {
    const [none] = balances(types, new Map(), []);
    expect(none!.available).toBe(0);
  });
});

describe('the application and the decision', () => {
  it('refuses a leave that ends before it starts, and a one-day leave of neither half', () => {
    const base = { leaveTypeId: 1, reason: 'Family function', fromHalf: 'full', toHalf: 'full' };
    const bad = v.safeParse(LeaveApplicationSchema, { ...base, fromDate: '2026-08-12', toDate: '2026-08-10' });
    expect(bad.issues?.[0]?.message).toBe(M.endsBeforeStart);
    const neither = v.safeParse(LeaveApplicationSchema, {
      ...base,
      fromDate: '2026-08-12',
      toDate: '2026-08-12',
      fromHalf: 'second',
      toHalf: 'first',
    });
    expect(neither.issues?.[0]?.message).toBe(M.sameHalf);
  });
  it('needs a remark to reject, not to approve', () => {
    expect(v.safeParse(LeaveDecisionSchema, { decision: 'approve' }).success).toBe(true);
    expect(v.safeParse(LeaveDecisionSchema, { decision: 'reject' }).issues?.[0]?.message).toBe(M.remarkNeeded);
  });
  it('cancels pending leave at any time and approved leave only before it begins', () => {
    expect(cancellable({ status: 'pending', fromDate: '2026-08-01' }, '2026-08-10')).toBe(true);
    expect(cancellable({ status: 'approved', fromDate: '2026-08-11' }, '2026-08-10')).toBe(true);
    expect(cancellable({ status: 'approved', fromDate: '2026-08-10' }, '2026-08-10')).toBe(false);
    expect(cancellable({ status: 'rejected', fromDate: '2026-08-11' }, '2026-08-10')).toBe(false);
  });
});

describe('who decides a leave', () => {
  const CSE = 'Computer Science and Engineering';
  const leave = { userId: 1, route: leaveRouteFor(['ROLE_FACULTY'], CSE), department: CSE };
  const backups: BackupNaming[] = [{ department: CSE, backupUserId: 7, fromDate: '2026-08-10', toDate: '2026-08-14' }];

  it("sends a teacher's leave to the department, a HoD's to the principal, the principal's to the administrator", () => {
    expect(leave.route).toBe('department');
    expect(leaveRouteFor(['ROLE_HOD'], CSE)).toBe('principal');
    expect(leaveRouteFor(['ROLE_PRINCIPAL'], null)).toBe('admin');
    expect(leaveRouteFor(['ROLE_ADMIN'], null)).toBe('principal');
    expect(leaveRouteFor(['ROLE_ACCOUNTANT'], null)).toBe('principal');
  });
  it("lets the department's HoD decide, not a HoD of another department", () => {
    expect(mayDecide({ id: 2, roles: ['ROLE_HOD'], program: CSE }, leave, [], '2026-08-01')).toBe(true);
    expect(mayDecide({ id: 3, roles: ['ROLE_HOD'], program: 'Mechanical' }, leave, [], '2026-08-01')).toBe(false);
  });
  it('lets the backup approver decide only while named', () => {
    const backup = { id: 7, roles: ['ROLE_FACULTY'], program: CSE };
    expect(mayDecide(backup, leave, backups, '2026-08-10')).toBe(true);
    expect(mayDecide(backup, leave, backups, '2026-08-14')).toBe(true);
    expect(mayDecide(backup, leave, backups, '2026-08-09')).toBe(false);
    expect(mayDecide(backup, leave, backups, '2026-08-15')).toBe(false);
  });
  it('never lets anyone decide their own leave', () => {
    expect(mayDecide({ id: 1, roles: ['ROLE_HOD'], program: CSE }, leave, [], '2026-08-10')).toBe(false);
  });
});

describe('whose classes without a teacher a user reads', () => {
  it('gives the college to the principal, administrators and the academic section, a HoD their department', () => {
    expect(uncoveredScope(['ROLE_PRINCIPAL'], null)).toBe('all');
    expect(uncoveredScope(['ROLE_ACADEMICS'], null)).toBe('all');
    expect(uncoveredScope(['ROLE_HOD'], ' Computer Science and Engineering ')).toEqual({
      department: 'Computer Science and Engineering',
    });
  });
  it('refuses a HoD without a department and every other role (fail closed)', () => {
    expect(uncoveredScope(['ROLE_HOD'], '  ')).toBeNull();
    expect(uncoveredScope(['ROLE_FACULTY'], 'Computer Science and Engineering')).toBeNull();
    expect(uncoveredScope(['ROLE_STUDENT'], null)).toBeNull();
  });
});

describe('the halves of a day a leave takes, and the classes in them', () => {
  const span = { fromDate: '2026-11-23', toDate: '2026-11-25', fromHalf: 'second', toHalf: 'first' } as const;
  const bell = [
    { position: 1, startTime: '09:00', endTime: '09:50', kind: 'Period' },
    { position: 2, startTime: '09:50', endTime: '10:40', kind: 'Period' },
    { position: 3, startTime: '10:40', endTime: '10:55', kind: 'Break' },
    { position: 4, startTime: '10:55', endTime: '11:45', kind: 'Period' },
    { position: 5, startTime: '11:45', endTime: '12:30', kind: 'Break' },
    { position: 6, startTime: '12:30', endTime: '13:20', kind: 'Period' },
  ];

  it('takes the afternoon of a day it starts at midday, the morning of a day it ends at midday, both between', () => {
    expect(halvesOn(span, '2026-11-23')).toEqual({ first: false, second: true });
    expect(halvesOn(span, '2026-11-24')).toEqual({ first: true, second: true });
    expect(halvesOn(span, '2026-11-25')).toEqual({ first: true, second: false });
    expect(halvesOn(span, '2026-11-26')).toEqual({ first: false, second: false });
  });

  it('divides the day at its longest break, or at noon without one', () => {
    expect(middayPosition(bell)).toBe(5);
    expect(middayPosition(bell.filter((p) => p.kind === 'Period'))).toBe(5.5);
    expect(middayPosition(bell.slice(0, 2))).toBeNull();
  });

  it('counts a class in the half it is taught, a lab across lunch in both', () => {
    const afternoonOnly = { first: false, second: true };
    expect(classInHalves({ from: 1, to: 1 }, 5, afternoonOnly)).toBe(false);
    expect(classInHalves({ from: 6, to: 6 }, 5, afternoonOnly)).toBe(true);
    expect(classInHalves({ from: 4, to: 6 }, 5, { first: true, second: false })).toBe(true);
    expect(classInHalves({ from: 1, to: 1 }, null, afternoonOnly)).toBe(true);
  });
});
