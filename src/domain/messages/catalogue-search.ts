/**
 * The catalogue search's message. It is here, with the messages every screen may show, rather than in the library's
 * messages: the search address's schema is part of every page's first download, and the library's other messages
 * need not be.
 */
export const CATALOGUE_SEARCH_MESSAGES = {
  searchInvalid: /*i18n*/ 'Type at most 100 letters to search',
} as const;
