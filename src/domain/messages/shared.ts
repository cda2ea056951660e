/** §8 shared messages that more than one module shows, each written once here. */
export const SHARED_MESSAGES = {
  recordSaved: 'Record saved successfully',
  recordModified: 'Record modified successfully',
  noRecordsFound: 'No Records Found',
  branchNotFound: 'Branch Not Found',
  unknownRollNumber: 'No student has this roll number',
  // §8 words of a file upload that is not an Excel upload (a logo, a photo, an attachment)
  fileUploaded: 'Successfully Uploaded File',
  fileUploadFailed: 'Unable to Upload File',
  fileNotUploaded: 'File is not Uploaded',
} as const;
