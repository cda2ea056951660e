import { eq, sql } from 'drizzle-orm';
import { hasAnyRole } from '../../../domain/auth/access';
import { FACULTY_RECORD_COLLEGE_READERS } from '../../../domain/faculty/access';
import type { SessionUser } from '../../auth/session-user';
import type { Database } from '../../db/client';
import { colleges, departments, faculty, users } from '../../db/schema';
import { recordStores, type ListScope } from './record-stores';
import { recordTotals } from './totals';

export interface FacultyMember {
  id: number;
  empCode: string;
  fullName: string;
  email: string;
  designation: string;
  department: string;
  /** The login of this faculty member, when they have one. */
  userName: string | null;
  collegeId: number | null;
  collegeName: string | null;
  instituteType: string | null;
}

const member = {
  id: faculty.id,
  empCode: faculty.empCode,
  fullName: faculty.fullName,
  email: faculty.email,
  designation: faculty.designation,
  department: departments.name,
  userName: users.username,
  collegeId: users.collegeId,
  collegeName: users.collegeName,
  instituteType: users.instituteType,
};

/** The faculty database service (/api/fdb): who a user name is, who may see whose records, and the records. */
export function facultyStore(db: Database) {
  const records = recordStores(db);

  const baseQuery = () =>
    db
      .select(member)
      .from(faculty)
      .innerJoin(departments, eq(departments.id, faculty.departmentId))
      .leftJoin(users, eq(users.facultyId, faculty.id));

  return {
    records,
    totals: recordTotals.bind(null, db),

    /**
     * A faculty member by user name: their login (any case), else their employee code or e-mail (the two
     * user names createFacultyLogins gives), so members without a login can be asked about too.
     */
    async memberByUserName(userName: string): Promise<FacultyMember | null> {
      const name = userName.trim().toLowerCase();
      const [byLogin] = await baseQuery()
        .where(sql`lower(${users.username}) = ${name}`)
        .limit(1);
      if (byLogin) return byLogin;
      const [byCode] = await baseQuery()
        .where(sql`lower(${faculty.empCode}) = ${name} or lower(${faculty.email}) = ${name}`)
        .orderBy(faculty.id)
        .limit(1);
      return byCode ?? null;
    },

    /** The faculty row linked to a signed-in user's account, if any. */
    async memberOf(user: SessionUser): Promise<FacultyMember | null> {
      const [row] = await baseQuery().where(eq(users.id, user.id)).limit(1);
      return row ?? null;
    },

    /** Anyone sees their own records; a HoD their department's (§6); principal, IQAC and admin the college's. */
    maySee(user: SessionUser, own: FacultyMember | null, target: FacultyMember): boolean {
      if (own?.id === target.id) return true;
      if (hasAnyRole(user.roles, FACULTY_RECORD_COLLEGE_READERS)) return true;
      return user.roles.includes('ROLE_HOD') && user.program !== null && user.program === target.department;
    },

    /**
     * What a list without a user name shows: a HoD's department's (their own among them, whether or not they
     * teach), else one's own records, else the college's (principal, IQAC, admin).
     */
    defaultScope(user: SessionUser, own: FacultyMember | null): ListScope | null {
      if (user.roles.includes('ROLE_HOD') && user.program) return { department: user.program };
      if (own) return { facultyId: own.id };
      if (hasAnyRole(user.roles, FACULTY_RECORD_COLLEGE_READERS)) return 'college';
      return null;
    },

    /** The college of a member without a login: the caller's, else the only one of the demo deployment. */
    async collegeFor(target: FacultyMember, caller: SessionUser) {
      if (target.collegeId !== null)
        return { id: target.collegeId, name: target.collegeName, instituteType: target.instituteType };
      if (caller.collegeId !== null)
        return { id: caller.collegeId, name: caller.collegeName, instituteType: caller.instituteType };
      const [first] = await db
        .select({ id: colleges.id, name: colleges.name })
        .from(colleges)
        .orderBy(colleges.id)
        .limit(1);
      return { id: first?.id ?? null, name: first?.name ?? null, instituteType: null };
    },
  };
}
export type FacultyStore = ReturnType<typeof facultyStore>;
