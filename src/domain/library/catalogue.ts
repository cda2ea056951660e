/**
 * The catalogue's fixed lists: what kind of item a title is, where a copy came from, and where a copy is. A copy's
 * status is what circulation, holds and stock-taking move it between; the catalogue sets it only by hand, with a
 * reason (a copy written off as lost, withdrawn as worn out, back from the binder).
 */

export const ITEM_TYPES = ['BOOK', 'REFERENCE', 'JOURNAL_ISSUE', 'THESIS', 'E_RESOURCE'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const ITEM_TYPE_LABELS: Readonly<Record<ItemType, string>> = {
  BOOK: /*i18n*/ 'Book',
  REFERENCE: /*i18n*/ 'Reference',
  JOURNAL_ISSUE: /*i18n*/ 'Journal issue',
  THESIS: /*i18n*/ 'Thesis',
  E_RESOURCE: /*i18n*/ 'CD or e-resource',
};

export const COPY_SOURCES = ['PURCHASE', 'DONATION', 'BOOK_BANK'] as const;
export type CopySource = (typeof COPY_SOURCES)[number];

export const COPY_SOURCE_LABELS: Readonly<Record<CopySource, string>> = {
  PURCHASE: /*i18n*/ 'Purchase',
  DONATION: /*i18n*/ 'Donation',
  BOOK_BANK: /*i18n*/ 'Book bank',
};

export const COPY_STATUSES = [
  'AVAILABLE',
  'ISSUED',
  'ON_HOLD',
  'LOST',
  'DAMAGED',
  'WITHDRAWN',
  'IN_PROCESSING',
] as const;
export type CopyStatus = (typeof COPY_STATUSES)[number];

export const COPY_STATUS_LABELS: Readonly<Record<CopyStatus, string>> = {
  AVAILABLE: /*i18n*/ 'Available',
  ISSUED: /*i18n*/ 'Issued',
  ON_HOLD: /*i18n*/ 'On hold',
  LOST: /*i18n*/ 'Lost',
  DAMAGED: /*i18n*/ 'Damaged',
  WITHDRAWN: /*i18n*/ 'Withdrawn',
  IN_PROCESSING: /*i18n*/ 'In processing',
};

/**
 * The statuses staff set by hand from the catalogue. Issued and on hold belong to circulation and holds: a copy is
 * issued by issuing it, so the catalogue neither sets them nor moves a copy out of them.
 */
export const HAND_SET_STATUSES = ['AVAILABLE', 'LOST', 'DAMAGED', 'WITHDRAWN', 'IN_PROCESSING'] as const;
export type HandSetStatus = (typeof HAND_SET_STATUSES)[number];

/** Whether the catalogue may move a copy from this status (not while circulation holds it). */
export const isHandMovable = (status: CopyStatus): boolean => status !== 'ISSUED' && status !== 'ON_HOLD';

/** The fields a reader searches by; 'any' is title, author, subject, keyword and ISBN together. */
export const SEARCH_FIELDS = ['any', 'title', 'author', 'subject', 'isbn', 'keyword'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export const SEARCH_FIELD_LABELS: Readonly<Record<SearchField, string>> = {
  any: /*i18n*/ 'Anything',
  title: /*i18n*/ 'Title',
  author: /*i18n*/ 'Author',
  subject: /*i18n*/ 'Subject',
  isbn: /*i18n*/ 'ISBN',
  keyword: /*i18n*/ 'Keyword',
};

/** Titles on one page of search results. */
export const SEARCH_PAGE_SIZE = 20;

/**
 * The matches a search counts and ranks: a word found in a third of the catalogue ('engineering', a single letter)
 * would otherwise read that third twice for every search. Past it the answer says more titles match (`more`), the best
 * of these are shown, and the reader is asked for another word; 50 pages of 20 are more than anyone turns.
 */
export const SEARCH_MATCH_LIMIT = 1000;
