import { APP_PATHS } from '../routes/app-paths';

/** The titles of the academic module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const ACADEMIC_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.academicLists]: 'Lists the college keeps',
  [APP_PATHS.academicListChanges]: 'Changes to the lists',
  [APP_PATHS.changesToAuthorize]: 'Changes to authorize',
};
