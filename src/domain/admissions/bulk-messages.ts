/**
 * The Excel bulk upload's words (§2 Upload toggle, §7 masterDataExcelsUploads). The first three are the §8
 * shared messages word for word; the others are added here where the seed shows none.
 */
export const BULK_MESSAGES = {
  uploaded: 'Successfully Uploaded Excel File',
  uploadFailed: 'Unable to Upload Excel File',
  notSubmitted: 'Below records are not submitted please check',
  wrongFileType:
    'The fileType must be newAdmissionsForm, students, examMarks, libraryCatalogue or the name of a list the college keeps (subjects, branches …).',
  unreadable: 'The file could not be read as an Excel workbook. Please save it again as .xlsx or .xls and upload that.',
  noHeader:
    'The first row must hold the column names of the template (Full Name, Gender, Aadhaar Number…). Please download the template and copy your rows into it.',
  missingColumns: (names: readonly string[]) => `These columns of the template are missing: ${names.join(', ')}.`,
  noRows: 'The sheet has no rows to upload below the column names.',
  alreadyAdmitted: 'Already admitted: an admission with this Aadhaar number exists, so this row was not saved again.',
  repeatedInFile: (row: number) => `The same Aadhaar number is on row ${String(row)} of this file.`,
  stillRunning: 'This upload is still being processed. Please wait for it to finish.',
  importNotFound: 'No upload with this id was found.',
  interrupted:
    'This upload was interrupted before it finished (the server restarted). Rows counted as saved are saved; upload the file again to check and save the rest.',
} as const;
