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
    label: /*i18n*/ 'My Loans',
    to: '/app/Library/My Loans',
    api: 'GET /api/app/library/my-loans',
    hint: /*i18n*/ 'The books you have out and when they are due; renew them, and your place in the waiting lists',
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
  {
    label: /*i18n*/ 'Issue and Return',
    to: '/app/Library/Issue and Return',
    api: 'POST /api/app/library/issues',
    hint: /*i18n*/ 'Scan a patron and copies to issue them, or copies to take them back; works offline',
  },
  {
    label: /*i18n*/ 'Overdue',
    to: '/app/Library/Overdue',
    api: 'GET /api/app/library/overdue',
    hint: /*i18n*/ 'Loans past their due day with the days late and fines so far; mail the day’s reminders',
  },
  {
    label: /*i18n*/ 'Waiting List',
    to: '/app/Library/Waiting List',
    api: 'GET /api/app/library/holds',
    hint: /*i18n*/ 'Who waits for which title, and the copies kept at the desk until their pickup day',
  },
  {
    label: /*i18n*/ 'Stock Verification',
    to: '/app/Library/Stock Verification',
    api: 'GET /api/app/library/stock-checks/current',
    hint: /*i18n*/ 'Check the stock shelf by shelf with a scanner, offline too, and list the copies not seen',
  },
  {
    label: /*i18n*/ 'Circulation Conflicts',
    to: '/app/Library/Circulation Conflicts',
    api: 'GET /api/app/library/conflicts',
    hint: /*i18n*/ 'Offline issues and returns the server could not record as done: check and resolve them',
  },
  {
    label: /*i18n*/ 'History',
    to: '/app/Library/History',
    api: 'GET /api/app/library/history/patron',
    hint: /*i18n*/ 'Every loan and fine of a patron, or who had a copy and when: scan or type the code',
  },
  {
    label: /*i18n*/ 'Barcodes',
    to: '/app/Library/Barcodes',
    api: 'GET /api/app/library/labels',
    hint: /*i18n*/ 'Accession labels for the copies and library cards for students and staff, as PDFs to print',
  },
  {
    label: /*i18n*/ 'Circulation Rules',
    to: '/app/Library/Circulation Rules',
    api: 'GET /api/app/library/rules',
    hint: /*i18n*/ 'Loan periods, limits, renewals and fines by patron and item type; library settings; material allowances',
  },
];
