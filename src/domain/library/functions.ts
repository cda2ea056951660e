/** The Library tile's functions that have a screen (tile name → address). */
export const LIBRARY_FUNCTIONS: Readonly<Record<string, string>> = {
  Books: '/app/Library/View Books',
  'Issue and return': '/app/Library/Issue and Return',
  'Material allowances': '/app/Library/Circulation Rules',
  Barcodes: '/app/Library/Barcodes',
  History: '/app/Library/History',
  'Waiting list': '/app/Library/Waiting List',
};
