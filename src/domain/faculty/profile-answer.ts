import * as v from 'valibot';

/** §7 getallprofiledata: the general information of one faculty member, with their record totals. */
export const FacultyProfileSchema = v.object({
  userId: v.string(),
  empCode: v.string(),
  name: v.string(),
  email: v.string(),
  designation: v.string(),
  department: v.string(),
  collegeId: v.nullable(v.number()),
  collegeName: v.nullable(v.string()),
  typeofInstitution: v.nullable(v.string()),
  financialYear: v.string(),
  publications: v.number(),
  citations: v.number(),
  scopus: v.number(),
  webOfScience: v.number(),
  mous: v.number(),
  awards: v.number(),
});
