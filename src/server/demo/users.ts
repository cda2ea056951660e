import { asc, eq } from 'drizzle-orm';
import { ALL_ROLES, demoUserName, type Role } from '../../domain/auth/roles';
import { hashPassword } from '../auth/password-hash';
import type { Database } from '../db/client';
import { colleges, departments, faculty, parentStudents, students, users } from '../db/schema';
import type { DemoPart } from './demo-part';

export const DEFAULT_DEMO_PASSWORD = 'Campus@2026';

const title = (role: Role) =>
  demoUserName(role)
    .split('_')
    .map((w) => (w === 'iqac' || w === 'hod' ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1)))
    .join(' ');

/**
 * One demo user per role of §6 (the login roles and Director, Security, Parent, Inventory): user name = the
 * role in lower case without ROLE_. The student and faculty users carry the name of the record they are
 * (the header and the dashboard card show one name); the HoD is linked to a CSE faculty record of their own (so
 * their timetable and classes are theirs); the parent follows the demo roll number.
 */
export async function seedDemoUsers(db: Database, password: string, demoRoll: string): Promise<void> {
  const [college] = await db.select().from(colleges).limit(1);
  const [cse] = await db.select().from(departments).where(eq(departments.code, 'CSE')).limit(1);
  const [student] = await db.select().from(students).where(eq(students.rollNo, demoRoll)).limit(1);
  const [professor] = await db.select().from(faculty).where(eq(faculty.departmentId, cse!.id)).limit(1);
  // The HoD teaches too (their own week, their classes): a CSE member no other demo login is.
  const [hodRecord] = await db
    .select()
    .from(faculty)
    .where(eq(faculty.departmentId, cse!.id))
    .orderBy(asc(faculty.empCode))
    .offset(2)
    .limit(1);
  // Hashed side by side: scrypt runs on libuv's thread pool, so the seed waits for the slowest, not the sum.
  const hashes = await Promise.all(ALL_ROLES.map(() => hashPassword(password)));
  const rows = ALL_ROLES.map((role, i) => {
    const username = demoUserName(role);
    return {
      username,
      email: `${username}@demo-college.edu.in`,
      fullName:
        role === 'ROLE_STUDENT'
          ? student!.fullName
          : role === 'ROLE_FACULTY'
            ? professor!.fullName
            : `Demo ${title(role)}`,
      passwordHash: hashes[i]!,
      roles: [role],
      program: role === 'ROLE_FACULTY' || role === 'ROLE_HOD' ? cse!.name : null,
      collegeId: college!.id,
      collegeName: college!.name,
      instituteType: 'autonomous',
      studentId: role === 'ROLE_STUDENT' ? student!.id : null,
      facultyId: role === 'ROLE_FACULTY' ? professor!.id : role === 'ROLE_HOD' ? hodRecord!.id : null,
    };
  });
  const inserted = await db.insert(users).values(rows).returning({ id: users.id, roles: users.roles });
  const parent = inserted.find((u) => u.roles[0] === 'ROLE_PARENT')!;
  await db.insert(parentStudents).values({ parentUserId: parent.id, studentId: student!.id });
}

/** The demo college's users part: a login for every demo role; later parts sign their rows with these users. */
export const usersDemo: DemoPart = {
  name: 'users',
  order: 20,
  seed: (tx, { password, demoRoll }) => seedDemoUsers(tx, password, demoRoll),
};
