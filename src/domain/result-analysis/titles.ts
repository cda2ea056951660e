import { RESULT_ANALYSIS_PATH } from './access';

/** The titles of the result-analysis module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const RESULT_ANALYSIS_TITLES: Readonly<Record<string, string>> = {
  [RESULT_ANALYSIS_PATH]: /*i18n*/ 'Result Analysis',
};
