/** §5 and §8: the results screens' words, exactly as the seed has them. */
export const RESULT_MESSAGES = {
  rollRequired: 'Please enter Roll Number',
  noData: 'No data found',
  failedToGet: 'Failed to get results',
  noDataToDownload: 'No data found to download',
  failedToDownload: 'Failed to download',
} as const;

export const RESULT_PDF_FILE_NAME = 'ExamResult.pdf';
