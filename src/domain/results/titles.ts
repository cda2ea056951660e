import { APP_PATHS } from '../routes/app-paths';

/** The titles of the results module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const RESULTS_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.myResults]: /*i18n*/ 'My Results',
};
