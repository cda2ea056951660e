/**
 * The catalogue search's own message, apart from the rest (messages.ts spreads it in): the search address's schema
 * is in every page's first download, and the library's other messages need not be.
 */
export const LIBRARY_SEARCH_MESSAGES = {
  searchInvalid: /*i18n*/ 'Type at most 100 letters to search',
} as const;
