import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../auth/password-hash';
import type { Database } from '../db/client';
import { academicYears, colleges, departments, faculty, leaveApplications, leaveTypes, users } from '../db/schema';
import { academicYearName, demoCurrentYear, shiftedMoment, shiftedWeekday } from './demo-year';
import type { DemoPart } from './demo-part';

/** The demo's second CSE teacher with a login (user name: the emp code, as Create Logins makes it): a backup approver. */
export const DEMO_BACKUP_APPROVER = 'EMP0042';

/**
 * The demo college's leave: a login for a second CSE teacher (so the HoD has someone to name as backup approver) and
 * a few applications in the current academic year (written for 2026-2027, moved by `shift` years as the calendar is)
 * — the faculty member's approved CL and pending EL, the accountant's approved half day, the HoD's pending CL
 * waiting for the principal.
 */
export async function seedDemoLeave(db: Database, password: string, shift = 0): Promise<void> {
  const [college] = await db.select().from(colleges).limit(1);
  const [cse] = await db.select().from(departments).where(eq(departments.code, 'CSE')).limit(1);
  const [teacher] = await db.select().from(faculty).where(eq(faculty.empCode, DEMO_BACKUP_APPROVER)).limit(1);
  await db.insert(users).values({
    username: DEMO_BACKUP_APPROVER,
    email: teacher!.email,
    fullName: teacher!.fullName,
    passwordHash: await hashPassword(password),
    roles: ['ROLE_FACULTY'],
    program: cse!.name,
    collegeId: college!.id,
    collegeName: college!.name,
    instituteType: 'autonomous',
    facultyId: teacher!.id,
  });
  const [year] = await db
    .select()
    .from(academicYears)
    .where(eq(academicYears.name, academicYearName(demoCurrentYear(shift))))
    .limit(1);
  const types = new Map((await db.select().from(leaveTypes)).map((t) => [t.code, t.id]));
  const people = new Map(
    (
      await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.username, ['faculty', 'hod', 'principal', 'accountant']))
    ).map((u) => [u.username, u.id]),
  );
  const id = (name: string) => people.get(name)!;
  const decided = (by: string, at: string) => ({ decidedBy: id(by), decidedAt: shiftedMoment(at, shift) });
  const common = { academicYearId: year!.id, fromHalf: 'full', toHalf: 'full', status: 'pending' } as const;
  await db.insert(leaveApplications).values([
    {
      ...common,
      userId: id('faculty'),
      leaveTypeId: types.get('CL')!,
      staffCategory: 'teaching',
      fromDate: shiftedWeekday('2026-07-10', shift),
      toDate: shiftedWeekday('2026-07-10', shift),
      halfDays: 2,
      reason: 'Family function',
      route: 'department',
      department: cse!.name,
      status: 'approved',
      ...decided('hod', '2026-07-08T06:30:00Z'),
    },
    {
      ...common,
      userId: id('faculty'),
      leaveTypeId: types.get('EL')!,
      staffCategory: 'teaching',
      fromDate: shiftedWeekday('2027-03-15', shift),
      toDate: shiftedWeekday('2027-03-16', shift),
      halfDays: 4,
      reason: 'Travel to my home town',
      route: 'department',
      department: cse!.name,
    },
    {
      ...common,
      userId: id('accountant'),
      leaveTypeId: types.get('CL')!,
      staffCategory: 'non-teaching',
      fromDate: shiftedWeekday('2026-09-21', shift),
      toDate: shiftedWeekday('2026-09-21', shift),
      toHalf: 'first',
      halfDays: 1,
      reason: 'Bank work in the afternoon',
      route: 'principal',
      status: 'approved',
      ...decided('principal', '2026-09-18T09:00:00Z'),
    },
    {
      ...common,
      userId: id('hod'),
      leaveTypeId: types.get('CL')!,
      staffCategory: 'teaching',
      fromDate: shiftedWeekday('2027-02-12', shift),
      toDate: shiftedWeekday('2027-02-12', shift),
      halfDays: 2,
      reason: 'Personal work',
      route: 'principal',
    },
  ]);
}

/** The demo college's leave part: leave applications of the demo users (after the users and the calendar). */
export const leaveDemo: DemoPart = {
  name: 'leave',
  order: 110,
  seed: (tx, { password, batch }) => seedDemoLeave(tx, password, batch.shift),
};
