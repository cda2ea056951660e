/** §5 and §8: the results screens' words, exactly as the seed has them. */
export const RESULT_MESSAGES = {
  rollRequired: 'Please enter Roll Number',
  noData: 'No data found',
  failedToGet: 'Failed to get results',
  noDataToDownload: 'No data found to download',
  failedToDownload: 'Failed to download',
  /** Not a seed message: the answer (429) when an address passes the lookup limits. */
  tooManyLookups: 'Too many result lookups from this address. Please wait a few minutes and try again.',
} as const;

export const RESULT_PDF_FILE_NAME = 'ExamResult.pdf';
