/**
 * The students module's addresses: students after admission: the directory, a profile and roll numbers. Strings only;
 * APP_PATHS (src/domain/routes/app-paths.ts) is the union of the modules' addresses.
 */
export const STUDENTS_PATHS = {
  studentDirectory: '/app/Admin/Students',
  studentProfile: '/app/Admin/Students/$id',
  studentRollNumbers: '/app/Admin/Roll Numbers',
} as const;

/** A student's profile ('/app/Admin/Students/42'). */
export const studentProfilePath = (id: number): string => STUDENTS_PATHS.studentProfile.replace('$id', String(id));
