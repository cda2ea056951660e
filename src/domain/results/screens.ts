import type { Access } from '../auth/access';
import { APP_PATHS } from '../routes/app-paths';

/** Who may open each of the results module's screens, by address (a line each of screen-access.ts). */
export const RESULTS_SCREENS: Readonly<Record<string, Access>> = {
  [APP_PATHS.examResults]: 'public',
  [APP_PATHS.myResults]: ['ROLE_STUDENT'],
};
