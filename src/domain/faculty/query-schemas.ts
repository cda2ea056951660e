import * as v from 'valibot';
import { FACULTY_MESSAGES as M } from './messages';

const userName = v.pipe(
  v.optional(v.string(M.userNameRequired), ''),
  v.trim(),
  v.nonEmpty(M.userNameRequired),
  v.maxLength(200, M.noSuchFaculty),
);

/** §7 faculty database counters: GET …?userName= */
export const UserNameQuerySchema = v.object({ userName });

/** Lists of records: a faculty member's own when userName is left out. */
export const RecordListQuerySchema = v.object({
  userName: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(M.userNameRequired), v.maxLength(200, M.noSuchFaculty))),
});

/** §7 GET getallprofiledata?collegeId&financialYear&typeofInstitution&userId (userId is the login id). */
export const ProfileQuerySchema = v.object({
  userId: v.pipe(
    v.optional(v.string(M.userIdRequired), ''),
    v.trim(),
    v.nonEmpty(M.userIdRequired),
    v.maxLength(200, M.noSuchFaculty),
  ),
  collegeId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, M.collegeIdInvalid), v.transform(Number))),
  financialYear: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-(\d{2}|\d{4})$/, M.financialYearInvalid))),
  typeofInstitution: v.optional(v.pipe(v.string(), v.maxLength(32))),
});

export const RecordIdParamSchema = v.object({
  recordId: v.pipe(v.string(), v.regex(/^\d{1,9}$/, M.recordIdInvalid), v.transform(Number)),
});
