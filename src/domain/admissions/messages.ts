import { SHARED_MESSAGES } from '../messages/shared';
import { AUTH_MESSAGES } from '../auth/messages';
import { MASTERS_MESSAGES } from '../masters/messages';

/**
 * The admission forms' words, written once: §5 first-form field messages (double spaces as the seed has
 * them), §8 admission and shared messages, and the messages this implementation adds where the seed gives none.
 */
export const ADMISSION_MESSAGES = {
  // §5 first admission form
  // The account screens' full-name rule says the same words; they are written once, there.
  text: AUTH_MESSAGES.enterText,
  number: /*i18n*/ 'Please enter a valid number',
  mobile: /*i18n*/ '10-digit  for mobile number',
  aadhaar: /*i18n*/ '12-digit  for Adhar number',
  // §5 second form's blur message, said by every form when the Verhoeff check digit is wrong.
  invalidAadhaar: /*i18n*/ 'Invalid Aadhaar Number',
  email: /*i18n*/ 'Please enter a valid email address',
  // §5 'Please enter a valid {field}', one whole sentence per field so that each is translated as a sentence
  doorNumber: /*i18n*/ 'Please enter a valid door number',
  pincode: /*i18n*/ 'Please enter a valid pincode',
  landline: /*i18n*/ 'Please enter a valid landline number',
  // §5: the summary of a save with required fields left empty; each field says which (REQUIRED_FIELD_MESSAGES).
  required: /*i18n*/ 'Please fill all required fields',
  // §8 save failures and the shared success message
  saved: SHARED_MESSAGES.recordSaved,
  modified: SHARED_MESSAGES.recordModified,
  saveFailed: /*i18n*/ 'Failed to save data',
  saveError: /*i18n*/ 'An error occurred while saving data',
  noRecords: SHARED_MESSAGES.noRecordsFound,
  // Added here (the seed shows none)
  duplicateAadhaar:
    /*i18n*/ 'An admission with this Aadhaar number already exists. Open it in modify mode to change it.',
  editedAadhaarMismatch: /*i18n*/ 'The Aadhaar number being edited does not belong to this admission.',
  admissionNotFound: /*i18n*/ 'No admission found for this roll number, admission number or Aadhaar number.',
  searchTermRequired: /*i18n*/ 'Enter a name, roll number, admission number or Aadhaar number to search.',
  unknownCourse: MASTERS_MESSAGES.degreeNotFound,
  unknownBatch: MASTERS_MESSAGES.batchNotFound,
  unknownBranch: SHARED_MESSAGES.branchNotFound,
  invalidDate: /*i18n*/ 'Please enter a valid date',
  // Self payment and parent linking identify a student by date of birth, so an admission needs one.
  dateOfBirthRequired: /*i18n*/ 'Please enter Date of Birth',
  invalidChoice: /*i18n*/ 'Please choose one of the listed options',
  aadhaarAsText:
    /*i18n*/ 'The Aadhaar number is a number cell, which Excel rounds (1.23457E+11): please type it as text (format the column as Text, or start it with an apostrophe).',
  unknownCategory: /*i18n*/ 'Please choose a caste category from the list',
  unknownAdmissionType: /*i18n*/ 'Please choose an admission type the college offers',
  unknownSeatType: /*i18n*/ 'Please choose a seat type from the list',
  unknownAgent: /*i18n*/ "Please choose one of the college's agents",
  admissionDateFar: /*i18n*/ 'The date of admission must be within a year of today',
  birthDateImplausible: /*i18n*/ 'The date of birth must be 10 to 60 years before the date of admission',
  nameTooLong: /*i18n*/ 'A name can have at most 100 characters',
  photoNotImage: /*i18n*/ 'The photo must be a PNG, JPEG, GIF or WebP image.',
  offline: /*i18n*/ 'Saving needs a connection. The form is kept on this device; please try again when you are online.',
} as const;

/**
 * §5 second form ('STUDENT ADMISSION FORM') alerts, word for word (double spaces as the seed has them),
 * and the words this implementation adds where the seed gives none.
 */
export const SECOND_FORM_MESSAGES = {
  dateOfAdmission: /*i18n*/ 'Please enter date of Admission',
  fullName: /*i18n*/ 'Please enter Full Name',
  admissionType: /*i18n*/ 'Please select  admissionType',
  course: /*i18n*/ 'Please select  Course Applied for',
  branch: /*i18n*/ 'Please select branch',
  gender: /*i18n*/ 'Please select gender',
  aadhaarEmpty: /*i18n*/ 'Please enter Aadhar number',
  aadhaarLength: /*i18n*/ 'Aadhar number must be 12 digit number',
  invalidAadhaar: ADMISSION_MESSAGES.invalidAadhaar,
  invalidMobile: /*i18n*/ 'Please enter a valid mobile number',
  // Added here (the seed shows none)
  batch: /*i18n*/ 'Please select batch',
  photoNotJpg: /*i18n*/ 'The photo must be a .jpg file',
  failure: /*i18n*/ 'The admission could not be saved. Please check the details and try again.',
  pdfFailed:
    /*i18n*/ 'The admission was saved, but its PDF could not be fetched. Download it again from the admissions register.',
  pdfNeedsAdmission: /*i18n*/ 'Name a saved admission by its admission number and Aadhaar number.',
  pdfNotFound: /*i18n*/ 'No saved admission has this admission number and Aadhaar number.',
  draftRestored: /*i18n*/ 'Your unsaved form was restored on this device.',
} as const;

/**
 * What a required field left empty says at the field, on the first form and from the server: the second form's
 * §5 words where it has them. A save with any of them shows 'Please fill all required fields' (§5 first form).
 */
export const REQUIRED_FIELD_MESSAGES = {
  name: SECOND_FORM_MESSAGES.fullName,
  gender: SECOND_FORM_MESSAGES.gender,
  course: SECOND_FORM_MESSAGES.course,
  batch: SECOND_FORM_MESSAGES.batch,
  branch: SECOND_FORM_MESSAGES.branch,
  aadhaar: SECOND_FORM_MESSAGES.aadhaarEmpty,
  dateOfBirth: ADMISSION_MESSAGES.dateOfBirthRequired,
} as const;

const REQUIRED_WORDS: ReadonlySet<string> = new Set(Object.values(REQUIRED_FIELD_MESSAGES));
/** Whether a field's message says it was left empty. */
export const isRequiredFieldMessage = (message: string) => REQUIRED_WORDS.has(message);
