import type { MenuLink } from '../menus/menu-links';
import { APP_PATHS } from '../routes/app-paths';

/**
 * The Faculty menu's Faculty database section (menu-tree.ts): faculty members keep their own records here; a HoD
 * reads their department's, principal and IQAC the college's.
 */
export const FACULTY_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'Publications',
    to: APP_PATHS.facultyPublications,
    api: 'GET /api/fdb/publications',
    hint: /*i18n*/ 'Papers with DOI, Scopus and Web of Science indexing, citations',
  },
  {
    label: /*i18n*/ 'MoUs',
    to: APP_PATHS.facultyMous,
    api: 'GET /api/fdb/mous',
    hint: /*i18n*/ 'Memoranda of understanding',
  },
  {
    label: /*i18n*/ 'Awards',
    to: APP_PATHS.facultyAwards,
    api: 'GET /api/fdb/awards',
    hint: /*i18n*/ 'Awards and honours',
  },
];
