/**
 * The faculty module's addresses: the faculty database records, one record's own screen and subject allotments.
 * Strings only; APP_PATHS (src/domain/routes/app-paths.ts) is the union of the modules' addresses.
 */
export const FACULTY_PATHS = {
  facultyPublications: '/app/Faculty/Publications',
  facultyMous: '/app/Faculty/MoUs',
  facultyAwards: '/app/Faculty/Awards',
  facultyRecord: '/app/Admin/Faculty/$id',
  subjectAllotments: '/app/Academics/Subject Allotment',
} as const;
