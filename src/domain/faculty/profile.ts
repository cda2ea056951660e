import type * as v from 'valibot';
import type { FacultyProfileSchema } from './profile-answer';
import { academicYear } from '../calendar/academic-year';
import type { CounterKey } from '../dashboards/counters';

/** §7 getallprofiledata: the general information of one faculty member, with their record totals. */
export type FacultyProfile = v.InferOutput<typeof FacultyProfileSchema>;

/** What the app knows of the signed-in user when it asks for their profile (the §3 erpUser cookie). */
export interface ProfileAsker {
  username: string;
  collegeId: number | null;
  instituteType: string | null;
}

/**
 * §7 GET getallprofiledata?collegeId&financialYear&typeofInstitution&userId: the query of the signed-in
 * member's own profile (§4: loaded after sign-in for ROLE_FACULTY). Unknown parts are left out.
 */
export function profileQueryParams(user: ProfileAsker, now: Date): Record<string, string> {
  return {
    ...(user.collegeId !== null ? { collegeId: String(user.collegeId) } : {}),
    financialYear: academicYear(now),
    ...(user.instituteType ? { typeofInstitution: user.instituteType } : {}),
    userId: user.username,
  };
}

/** §4: the roles whose sign-in loads the faculty profile. */
const PROFILE_LOADING_ROLE = 'ROLE_FACULTY';
export const loadsFacultyProfile = (roles: readonly string[]) => roles.includes(PROFILE_LOADING_ROLE);

/** §7 faculty database counters, each a GET …?userName= answering a bare number. */
export const FDB_COUNTER_CALLS = {
  publications: 'getReserachPapersBasedOnUserName',
  citations: 'getCountOfCitations',
  scopus: 'getCountOfScoupos',
  mous: 'getMousCounByUserName',
  awards: 'getAwardsByFaculty',
} as const;
export type FdbCounter = keyof typeof FDB_COUNTER_CALLS;

/** §2 Faculty dashboard: which call each of its four counters (Publications, Citations, Scopus, Awards) comes from. */
export const FACULTY_DASHBOARD_COUNTERS: Readonly<Partial<Record<CounterKey, FdbCounter>>> = {
  myPublications: 'publications',
  myCitations: 'citations',
  myScopus: 'scopus',
  myAwards: 'awards',
};
