import type { MenuLink } from '../menus/menu-links';
import { APP_PATHS } from '../routes/app-paths';

/** Published results in the Examinations menu's Results section (menu-tree.ts). */
export const RESULTS_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'Exam Results',
    to: '/examresults',
    badge: 'examTitles',
    hint: /*i18n*/ 'Results by roll number, with the PDF',
  },
  {
    label: /*i18n*/ 'My Results',
    to: APP_PATHS.myResults,
    api: 'GET /api/app/getOwnResults',
    hint: /*i18n*/ 'Your own result sheets',
  },
];
