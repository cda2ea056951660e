/**
 * The academic module's addresses: the lists the college keeps, the log of their changes and the changes waiting for a
 * second person. Strings only; APP_PATHS (src/domain/routes/app-paths.ts) is the union of the modules' addresses.
 */
export const ACADEMIC_PATHS = {
  academicLists: '/app/Admin/Lists',
  academicList: '/app/Admin/Lists/$kind',
  academicListChanges: '/app/Admin/List Changes',
  changesToAuthorize: '/app/Admin/Changes to Authorize',
} as const;

/** The screen of one list the college keeps ('/app/Admin/Lists/branches'). */
export const academicListPath = (kind: string): string => ACADEMIC_PATHS.academicList.replace('$kind', kind);
