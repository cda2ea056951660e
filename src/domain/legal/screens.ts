import type { Access } from '../auth/access';
import { APP_PATHS } from '../routes/app-paths';

/** Who may open each of the legal module's screens, by address (a line each of screen-access.ts). */
export const LEGAL_SCREENS: Readonly<Record<string, Access>> = {
  [APP_PATHS.terms]: 'public',
  [APP_PATHS.privacy]: 'public',
  [APP_PATHS.returns]: 'public',
};
