/**
 * The admission forms' words, written once: §5 first-form field messages (double spaces as the seed has
 * them), §8 admission and shared messages, and the messages this implementation adds where the seed gives none.
 */
export const ADMISSION_MESSAGES = {
  // §5 first admission form
  text: 'Please Enter Text',
  number: 'Please enter a valid number',
  mobile: '10-digit  for mobile number',
  aadhaar: '12-digit  for Adhar number',
  email: 'Please enter a valid email address',
  required: 'Please fill all required fields',
  // §8 save failures and the shared success message
  saved: 'Record saved successfully',
  modified: 'Record modified successfully',
  saveFailed: 'Failed to save data',
  saveError: 'An error occurred while saving data',
  noRecords: 'No Records Found',
  // Added here (the seed shows none)
  duplicateAadhaar: 'An admission with this Aadhaar number already exists. Open it in modify mode to change it.',
  editedAadhaarMismatch: 'The Aadhaar number being edited does not belong to this admission.',
  admissionNotFound: 'No admission found for this roll number, admission number or Aadhaar number.',
  searchTermRequired: 'Enter a name, roll number, admission number or Aadhaar number to search.',
  unknownCourse: 'Degree Not Found',
  unknownBatch: 'Batch Not Found',
  unknownBranch: 'Branch Not Found',
  invalidDate: 'Please enter a valid date',
  invalidChoice: 'Please choose one of the listed options',
  photoNotImage: 'The photo must be a PNG, JPEG, GIF or WebP image.',
  offline: 'Saving needs a connection. The form is kept on this device; please try again when you are online.',
} as const;

/** §5 'Please enter a valid {field}' (door number, pincode, landline). */
export const validFieldMessage = (field: string) => `Please enter a valid ${field}`;
