import type { MenuLink } from '../menus/menu-links';
import { APP_PATHS } from '../routes/app-paths';

/** The lists the college keeps, in the Administration menu's Academic setup section (menu-tree.ts). */
export const ACADEMIC_MENU: readonly MenuLink[] = [
  {
    label: 'Lists the College Keeps',
    to: APP_PATHS.academicLists,
    hint: 'Programmes and subjects, the calendar, leave, admission lists',
  },
  {
    label: 'Changes to the Lists',
    to: APP_PATHS.academicListChanges,
    api: 'GET /api/app/listChanges',
    hint: 'Who changed what, and when',
  },
  {
    label: 'Changes to Authorize',
    to: APP_PATHS.changesToAuthorize,
    api: 'GET /api/app/listChangeRequests',
    hint: 'Changes to regulations and subjects waiting for a second person',
  },
];
