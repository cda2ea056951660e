import type { MenuLink } from '../menus/menu-links';
import { APP_PATHS } from '../routes/app-paths';

/** The lists the college keeps, in the Administration menu's Academic setup section (menu-tree.ts). */
export const ACADEMIC_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'Lists the College Keeps',
    to: APP_PATHS.academicLists,
    hint: /*i18n*/ 'Programmes and subjects, the calendar, leave, admission lists',
  },
  {
    label: /*i18n*/ 'Changes to the Lists',
    to: APP_PATHS.academicListChanges,
    api: 'GET /api/app/listChanges',
    hint: /*i18n*/ 'Who changed what, and when',
  },
  {
    label: /*i18n*/ 'Changes to Authorize',
    to: APP_PATHS.changesToAuthorize,
    api: 'GET /api/app/listChangeRequests',
    hint: /*i18n*/ 'Changes to regulations and subjects waiting for a second person',
  },
];
