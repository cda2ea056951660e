import type { MenuLink } from '../menus/menu-links';

/** The Alumni menu (menu-tree.ts). */
export const ALUMNI_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'Alumni Registration',
    to: '/app/Alumni/Registration Form',
    api: 'POST /api/app/saveAlumniStudentRegister',
    badge: 'alumniRegistrations',
  },
  {
    label: /*i18n*/ 'Alumni History',
    to: '/AlumniHistory',
    api: 'POST /api/app/saveAluminiHistoryByUrl',
  },
  {
    label: /*i18n*/ 'Alumni Directory',
    to: '/app/Alumni/Directory',
    api: 'GET /api/app/alumni/directory',
    badge: 'alumniOnRecord',
    hint: /*i18n*/ 'Search, counts by batch, Excel export',
  },
];
