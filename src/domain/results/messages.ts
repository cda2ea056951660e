/** §5 and §8: the results screens' words, exactly as the seed has them. */
export const RESULT_MESSAGES = {
  rollRequired: /*i18n*/ 'Please enter Roll Number',
  noData: /*i18n*/ 'No data found',
  failedToGet: /*i18n*/ 'Failed to get results',
  noDataToDownload: /*i18n*/ 'No data found to download',
  failedToDownload: /*i18n*/ 'Failed to download',
  /** Not a seed message: the answer (429) when an address passes the lookup limits. */
  tooManyLookups: /*i18n*/ 'Too many result lookups from this address. Please wait a few minutes and try again.',
  /** Not a seed message: a student account that no student record (or roll number) belongs to. */
  noOwnRecord: /*i18n*/ 'No student record is linked to this account. Please ask the examination cell.',
} as const;

export const RESULT_PDF_FILE_NAME = 'ExamResult.pdf';

/**
 * Without a connection, a roll number this device has not viewed before cannot be looked up. Not
 * seed messages (the seed has no offline mode); the seed's words above stay for the online cases.
 */
export const OFFLINE_RESULT_MESSAGES = {
  offline:
    /*i18n*/ 'You are offline. Only result sheets viewed on this device before are available; connect to the internet to look up this roll number.',
  unreachable:
    /*i18n*/ 'The server cannot be reached. Only result sheets viewed on this device before are available; try again in a moment.',
} as const;
