/** §8 shared messages that more than one module shows, each written once here. */
export const SHARED_MESSAGES = {
  recordSaved: /*i18n*/ 'Record saved successfully',
  recordModified: /*i18n*/ 'Record modified successfully',
  noRecordsFound: /*i18n*/ 'No Records Found',
  branchNotFound: /*i18n*/ 'Branch Not Found',
  // Shown by the lists and by the exam form.
  semesterNotFound: /*i18n*/ 'Semester Not Found',
  unknownRollNumber: /*i18n*/ 'No student has this roll number',
  // §8 words of a file upload that is not an Excel upload (a logo, a photo, an attachment)
  fileUploaded: /*i18n*/ 'Successfully Uploaded File',
  fileUploadFailed: /*i18n*/ 'Unable to Upload File',
  fileNotUploaded: /*i18n*/ 'File is not Uploaded',
  // A failed load's or payment's way back (the maintenance page, a payment's result)
  tryAgain: /*i18n*/ 'Try again',
} as const;
