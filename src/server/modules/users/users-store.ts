import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { colleges, departments, faculty, students, users } from '../../db/schema';

export function usersStore(db: Database) {
  return {
    async college() {
      const [row] = await db.select().from(colleges).orderBy(asc(colleges.id)).limit(1);
      return row ?? null;
    },

    /** §6: a HoD sees only their own program; everyone else every department. */
    async departments(onlyName: string | null) {
      const rows = await db.select({ name: departments.name }).from(departments).orderBy(asc(departments.name));
      return rows.filter((d) => onlyName === null || d.name === onlyName);
    },

    /** Students on roll (studying or detained) without a login: graduates sign in through the alumni portal. */
    async studentsWithoutLogin() {
      return db
        .select({ id: students.id, rollNo: students.rollNo, fullName: students.fullName, email: students.email })
        .from(students)
        .leftJoin(users, eq(users.studentId, students.id))
        .where(and(isNull(users.id), inArray(students.status, ['studying', 'detained'])))
        .orderBy(asc(students.rollNo));
    },

    async facultyWithoutLogin() {
      return (
        db
          .select({
            id: faculty.id,
            empCode: faculty.empCode,
            fullName: faculty.fullName,
            email: faculty.email,
            department: departments.name,
          })
          .from(faculty)
          .innerJoin(departments, eq(departments.id, faculty.departmentId))
          .leftJoin(users, eq(users.facultyId, faculty.id))
          // A relieved member keeps their record but gets no new login.
          .where(and(isNull(users.id), eq(faculty.status, 'Active')))
          .orderBy(asc(faculty.empCode))
      );
    },

    async usernameTaken(username: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
        .limit(1);
      return Boolean(row);
    },
  };
}
export type UsersStore = ReturnType<typeof usersStore>;
