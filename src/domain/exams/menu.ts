import type { MenuLink } from '../menus/menu-links';
import { APP_PATHS } from '../routes/app-paths';

/** The exam cell's links in the Examinations menu's Results section (menu-tree.ts). */
export const EXAMS_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'Exam Cell',
    to: APP_PATHS.examCell,
    api: 'GET /api/app/exams',
  },
  {
    label: /*i18n*/ 'Internal marks',
    to: APP_PATHS.internalMarks,
    api: 'GET /api/app/marks/internal',
  },
];
