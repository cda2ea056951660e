import type { Access } from '../auth/access';
import { ANALYSIS_READERS, RESULT_ANALYSIS_PATH } from './access';

/** Who may open each of the result-analysis module's screens, by address (a line each of screen-access.ts). */
export const RESULT_ANALYSIS_SCREENS: Readonly<Record<string, Access>> = {
  [RESULT_ANALYSIS_PATH]: ANALYSIS_READERS,
};
