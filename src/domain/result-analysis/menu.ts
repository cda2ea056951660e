import type { MenuLink } from '../menus/menu-links';
import { RESULT_ANALYSIS_PATH } from './access';

/** Result analysis in the Examinations menu's Results section (menu-tree.ts). */
export const RESULT_ANALYSIS_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'Result Analysis',
    to: RESULT_ANALYSIS_PATH,
    api: 'GET /api/app/resultAnalysis',
  },
];
