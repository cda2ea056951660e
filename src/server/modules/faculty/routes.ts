import { Hono, type Context } from 'hono';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import { academicYear } from '../../../domain/calendar/academic-year';
import type { FacultyRecordTotals } from '../../../domain/faculty/access';
import type { FacultyProfile } from '../../../domain/faculty/profile';
import { FACULTY_MESSAGES as M } from '../../../domain/faculty/messages';
import { ProfileQuerySchema, UserNameQuerySchema } from '../../../domain/faculty/query-schemas';
import { AwardSchema, MouSchema, PublicationSchema } from '../../../domain/faculty/record-schemas';
import type { AppEnv } from '../../auth/session-user';
import { validate } from '../../http/validate';
import { recordRoutes } from './record-routes';
import type { FacultyMember, FacultyStore } from './faculty-store';

/** §7 counters, each answering a bare number for the faculty member named by userName. */
const COUNTERS: Readonly<Record<string, keyof FacultyRecordTotals>> = {
  '/getReserachPapersBasedOnUserName': 'publications',
  '/getCountOfCitations': 'citations',
  '/getCountOfScoupos': 'scopus',
  '/getMousCounByUserName': 'mous',
  '/getAwardsByFaculty': 'awards',
};

/** The faculty database service, mounted at /api/fdb. */
export function facultyRoutes(fdb: FacultyStore) {
  /** The member a user name names, when the caller may see their records; otherwise the answer to send. */
  async function visibleMember(c: Context<AppEnv>, userName: string): Promise<FacultyMember | Response> {
    const target = await fdb.memberByUserName(userName);
    if (!target) return c.json({ message: M.noSuchFaculty }, 404);
    const user = c.get('user')!;
    if (!fdb.maySee(user, await fdb.memberOf(user), target)) return c.json({ message: AUTH_MESSAGES.forbidden }, 403);
    c.header('Cache-Control', 'private, no-store');
    return target;
  }

  const router = new Hono<AppEnv>()
    // §4: loaded for ROLE_FACULTY after sign-in; the general information of one faculty member.
    .get('/getallprofiledata', validate('query', ProfileQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const target = await visibleMember(c, query.userId);
      if (target instanceof Response) return target;
      const college = await fdb.collegeFor(target, c.get('user')!);
      if (query.collegeId !== undefined && query.collegeId !== college.id)
        return c.json({ message: M.noSuchFaculty }, 404);
      const profile: FacultyProfile = {
        userId: target.userName ?? target.empCode,
        empCode: target.empCode,
        name: target.fullName,
        email: target.email,
        designation: target.designation,
        department: target.department,
        collegeId: college.id,
        collegeName: college.name,
        typeofInstitution: query.typeofInstitution ?? college.instituteType,
        financialYear: query.financialYear ?? academicYear(new Date()),
        ...(await fdb.totals({ facultyId: target.id })),
      };
      return c.json(profile);
    });
  for (const [path, total] of Object.entries(COUNTERS)) {
    router.get(path, validate('query', UserNameQuerySchema), async (c) => {
      const target = await visibleMember(c, c.req.valid('query').userName);
      if (target instanceof Response) return target;
      return c.json((await fdb.totals({ facultyId: target.id }))[total]);
    });
  }
  return router
    .route('/publications', recordRoutes(fdb, 'publications', PublicationSchema))
    .route('/mous', recordRoutes(fdb, 'mous', MouSchema))
    .route('/awards', recordRoutes(fdb, 'awards', AwardSchema));
}
