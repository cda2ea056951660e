import { LANDING_BY_ROLE } from '../auth/roles';
import { APP_PATHS } from '../routes/app-paths';

/** The titles of the admissions module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const ADMISSIONS_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.admissionForm]: /*i18n*/ 'ADMISSION FORM',
  [APP_PATHS.admissionFormForSmsk]: /*i18n*/ 'STUDENT ADMISSION FORM',
  [APP_PATHS.admissionRegister]: /*i18n*/ 'Admissions Register',
  [LANDING_BY_ROLE.ROLE_ADMISSIONS]: /*i18n*/ 'Admissions Dashboard',
};
