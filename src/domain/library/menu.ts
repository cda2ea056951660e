import type { MenuLink } from '../menus/menu-links';

/** The Library menu's links (menu-tree.ts): the catalogue search for every reader, the catalogue's keeping for staff. */
export const LIBRARY_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'View Books',
    to: '/app/Library/View Books',
    api: 'GET /api/app/library/search',
    hint: /*i18n*/ 'Search the catalogue by title, author, subject, ISBN or keyword; copies on the shelf and where',
  },
  {
    label: /*i18n*/ 'Catalogue',
    to: '/app/Library/Catalogue',
    api: 'POST /api/app/library/titles',
    hint: /*i18n*/ 'Add a title with its copies, add copies, edit a title, change a copy’s status',
  },
  {
    label: /*i18n*/ 'Import Catalogue',
    to: '/app/Library/Import Catalogue',
    api: 'POST /api/app/library/marc-imports',
    hint: /*i18n*/ 'Load the catalogue from Excel or from a MARC21 file of Koha or another system',
  },
];
