import type { Access } from '../auth/access';
import { ADMISSION_READERS, ADMISSION_WRITERS } from './access';
import { APP_PATHS } from '../routes/app-paths';
import { LANDING_BY_ROLE } from '../auth/roles';

/** Who may open each of the admissions module's screens, by address (a line each of screen-access.ts). */
export const ADMISSIONS_SCREENS: Readonly<Record<string, Access>> = {
  [APP_PATHS.admissionForm]: ADMISSION_WRITERS,
  [APP_PATHS.admissionFormForSmsk]: ADMISSION_WRITERS,
  [APP_PATHS.admissionRegister]: ADMISSION_READERS,
  [LANDING_BY_ROLE.ROLE_ADMISSIONS]: ADMISSION_READERS,
};
