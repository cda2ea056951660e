import { APP_PATHS } from '../routes/app-paths';

/** The titles of the achievements module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const ACHIEVEMENTS_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.facultyAchievements]: /*i18n*/ 'Faculty Achievements',
};
