import { eq } from 'drizzle-orm';
import { LOGIN_ROLES, demoUserName, type LoginRole } from '../../domain/auth/roles';
import { hashPassword } from '../auth/password-hash';
import type { Database } from './client';
import { colleges, departments, faculty, students, users } from './schema';

export const DEFAULT_DEMO_PASSWORD = 'Campus@2026';

const title = (role: LoginRole) =>
  demoUserName(role).split('_').map((w) => (w === 'iqac' || w === 'hod' ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1))).join(' ');

/** One demo user per login role of §6: user name = the role in lower case without ROLE_. */
export async function seedDemoUsers(db: Database, password: string): Promise<void> {
  const [college] = await db.select().from(colleges).limit(1);
  const [cse] = await db.select().from(departments).where(eq(departments.code, 'CSE')).limit(1);
  const [student] = await db.select().from(students).where(eq(students.rollNo, '22B81A0501')).limit(1);
  const [professor] = await db.select().from(faculty).where(eq(faculty.departmentId, cse!.id)).limit(1);
  const rows = [];
  for (const role of LOGIN_ROLES) {
    const username = demoUserName(role);
    rows.push({
      username,
      email: `${username}@demo-college.edu.in`,
      fullName: `Demo ${title(role)}`,
      passwordHash: await hashPassword(password),
      roles: [role],
      program: role === 'ROLE_FACULTY' || role === 'ROLE_HOD' ? cse!.name : null,
      collegeId: college!.id,
      collegeName: college!.name,
      instituteType: 'autonomous',
      studentId: role === 'ROLE_STUDENT' ? student!.id : null,
      facultyId: role === 'ROLE_FACULTY' ? professor!.id : null,
    });
  }
  await db.insert(users).values(rows);
}
