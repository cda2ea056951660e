import { MEMOS_PATH } from './access';

/** The titles of the memos module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const MEMOS_TITLES: Readonly<Record<string, string>> = {
  [MEMOS_PATH]: /*i18n*/ 'Memos and Certificates',
};
