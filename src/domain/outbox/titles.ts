import { APP_PATHS } from '../routes/app-paths';

/** The titles of the outbox module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const OUTBOX_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.outbox]: /*i18n*/ 'Outbox',
};
