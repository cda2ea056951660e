import type { ContractCase } from './contract-case';

const title = (over: Record<string, unknown> = {}) => ({
  isbn: '978-93-5000-333-6',
  title: 'Contract Case Handbook',
  authors: 'Iyer, Meera',
  edition: '2nd ed.',
  publisher: 'Charminar Books',
  year: '2024',
  subjects: 'Engineering -- Handbooks',
  callNumber: '620 IYE',
  language: 'English',
  keywords: 'handbook',
  itemType: 'REFERENCE',
  url: '',
  count: '1',
  firstAccession: '',
  location: 'Reference section, Rack R1',
  price: '1,250',
  source: 'PURCHASE',
  ...over,
});

/** The library: the readers' search and a title, the staff's catalogue, figures and template, and refusals. */
export const libraryCases: ContractCase[] = [
  { user: 'opac_library', method: 'GET', path: '/api/app/library/search?q=circuits&by=title' },
  { user: 'student', method: 'GET', path: '/api/app/library/search?type=THESIS&available=1' },
  { user: 'faculty', method: 'GET', path: '/api/app/library/titles/1' },
  { user: 'library_incharge', method: 'GET', path: '/api/app/library/summary' },
  { user: 'library_assistant', method: 'GET', path: '/api/app/library/catalogue-template' },
  { user: 'library_incharge', method: 'POST', path: '/api/app/library/titles', json: title(), status: 201 },
  // The same ISBN again: its copies join the title on record.
  {
    user: 'library_assistant',
    method: 'POST',
    path: '/api/app/library/titles',
    json: title({ title: 'Contract case handbook', source: 'DONATION', price: '' }),
  },
  {
    user: 'library_assistant',
    method: 'POST',
    path: '/api/app/library/titles/1/copies',
    json: { count: '2', firstAccession: '', location: 'CSE stacks, Rack A', price: '450', source: 'BOOK_BANK' },
    status: 201,
  },
  {
    user: 'library_incharge',
    method: 'PUT',
    path: '/api/app/library/titles/2',
    json: { ...title({ isbn: '', title: 'The C Programming Language', itemType: 'BOOK' }) },
  },
  {
    user: 'library_incharge',
    method: 'PUT',
    path: '/api/app/library/copies/3/status',
    json: { status: 'DAMAGED', reason: 'Water damage in the monsoon leak' },
  },
  // Refusals that change nothing: a wrong check digit, a reader writing, a copy that is not there.
  {
    user: 'library_incharge',
    method: 'POST',
    path: '/api/app/library/titles',
    json: title({ isbn: '9789350003335' }),
    status: 400,
  },
  { user: 'opac_library', method: 'POST', path: '/api/app/library/titles', json: title(), status: 403 },
  {
    user: 'library_incharge',
    method: 'PUT',
    path: '/api/app/library/copies/999999/status',
    json: { status: 'LOST', reason: 'Not found in stock-taking' },
    status: 404,
  },
  // The waiting list: the desk's list; a hold on a title that is not there; cancelling a hold that is not there.
  { user: 'library_assistant', method: 'GET', path: '/api/app/library/holds' },
  { user: 'student', method: 'POST', path: '/api/app/library/holds', json: { titleId: 999999 }, status: 404 },
  { user: 'student', method: 'DELETE', path: '/api/app/library/holds/999999', status: 404 },
  {
    user: 'library_assistant',
    method: 'POST',
    path: '/api/app/library/holds/999999/cancel',
    json: { reason: 'Asked at the desk' },
    status: 404,
  },
  // Overdue: the list, and the day's reminders to a category with no overdue loans in the demo.
  { user: 'library_assistant', method: 'GET', path: '/api/app/library/overdue?order=due' },
  {
    user: 'library_incharge',
    method: 'POST',
    path: '/api/app/library/overdue/reminders',
    json: { category: 'PG_STUDENT' },
  },
  // History: a copy by its accession number (the demo's are numbered from 1), a patron the college does not have.
  { user: 'library_assistant', method: 'GET', path: '/api/app/library/history/copy?code=1' },
  { user: 'library_incharge', method: 'GET', path: '/api/app/library/history/patron?code=NOSUCH123', status: 404 },
  // Stock verification: none yet; a check of one shelf, a second refused; scans, the report, closing it twice.
  { user: 'library_assistant', method: 'GET', path: '/api/app/library/stock-checks/current' },
  {
    user: 'library_incharge',
    method: 'POST',
    path: '/api/app/library/stock-checks',
    json: { locations: ['Science stacks, Rack S'] },
    status: 201,
  },
  { user: 'library_incharge', method: 'POST', path: '/api/app/library/stock-checks', json: {}, status: 409 },
  {
    user: 'library_assistant',
    method: 'POST',
    path: '/api/app/library/stock-checks/1/scans',
    json: { shelf: 'Science stacks, Rack S', barcodes: ['1', 'NOPE-1', '1'], scannedAt: '2026-12-01T05:00:00Z' },
  },
  {
    user: 'library_assistant',
    method: 'POST',
    path: '/api/app/library/stock-checks/1/scans',
    json: { shelf: 'Science stacks, Rack S', barcodes: [], scannedAt: '2026-12-01T05:00:00Z' },
    status: 400,
  },
  { user: 'library_assistant', method: 'GET', path: '/api/app/library/stock-checks/1/report?page=1' },
  {
    user: 'library_incharge',
    method: 'POST',
    path: '/api/app/library/stock-checks/1/close',
    json: { markLost: false, restoreFound: false },
  },
  {
    user: 'library_incharge',
    method: 'POST',
    path: '/api/app/library/stock-checks/1/close',
    json: { markLost: false, restoreFound: false },
    status: 409,
  },
  // The public catalogue: closed to visitors until the incharge turns it on, then searched and a title opened.
  { user: null, method: 'GET', path: '/api/app/library/public/status' },
  { user: null, method: 'GET', path: '/api/app/library/public/search?q=circuits', status: 404 },
  { user: null, method: 'GET', path: `/api/app/library/public/search?q=${'a'.repeat(101)}`, status: 400 },
  {
    user: 'library_incharge',
    method: 'PUT',
    path: '/api/app/library/settings',
    json: { fineBlockPaise: 10000, pickupDays: 3, closedWeekdays: [0], publicCatalogue: true },
  },
  { user: null, method: 'GET', path: '/api/app/library/public/search?q=circuits&available=1' },
  { user: null, method: 'GET', path: '/api/app/library/public/titles/1' },
  { user: null, method: 'GET', path: '/api/app/library/public/titles/999999', status: 404 },
];
