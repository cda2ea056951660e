import type { MenuLink } from '../menus/menu-links';
import { APP_PATHS } from '../routes/app-paths';

/**
 * The Faculty menu's Faculty database section (menu-tree.ts): faculty members keep their own records here; a HoD
 * reads their department's, principal and IQAC the college's.
 */
export const FACULTY_MENU: readonly MenuLink[] = [
  {
    label: 'Publications',
    to: APP_PATHS.facultyPublications,
    api: 'GET /api/fdb/publications',
    hint: 'Papers with DOI, Scopus and Web of Science indexing, citations',
  },
  {
    label: 'MoUs',
    to: APP_PATHS.facultyMous,
    api: 'GET /api/fdb/mous',
    hint: 'Memoranda of understanding',
  },
  {
    label: 'Awards',
    to: APP_PATHS.facultyAwards,
    api: 'GET /api/fdb/awards',
    hint: 'Awards and honours',
  },
];
