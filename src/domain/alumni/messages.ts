import { AUTH_MESSAGES } from '../auth/messages';
import { english } from '../i18n/translate';
import { STUDENT_IDENTITY_MESSAGES } from '../messages/student-identity';

/**
 * The alumni screens' words. §5 and §8 texts are the seed's, typos included ('Registartion'); the rest are
 * ours for what the seed leaves open (the public account form, the directory, the server's refusals).
 */
export const ALUMNI_MESSAGES = {
  // §5 Alumni registration
  required: /*i18n*/ 'Required*',
  emailInvalid: /*i18n*/ 'Email is invalid.',
  // §8 Alumni registration popups
  registrationDone: /*i18n*/ 'Alumni Registartion Was Successfully Completed',
  errorTitle: AUTH_MESSAGES.errorTitle,
  noResponse: /*i18n*/ 'No response received from the server. Please try again.',
  setupError: (message: string) => english(/*i18n*/ 'Error in setting up request: {message}', { message }),
  unexpectedError: (message: string) => english(/*i18n*/ 'Unexpected error: {message}', { message }),
  // §5 Alumni history toasts, in the seed's order
  selectStatus: /*i18n*/ 'Please select a status.',
  phoneTenDigits: /*i18n*/ 'Student phone number must be 10 digits.',
  duplicateRoll: /*i18n*/ 'Record with this roll number already exists!',
  rollRequired: /*i18n*/ 'Roll number is required.',
  nameRequired: /*i18n*/ 'Student name is required.',
  fatherRequired: /*i18n*/ "Father's name is required.",
  courseRequired: /*i18n*/ 'Course is required.',
  batchRequired: /*i18n*/ 'Batch is required.',
  branchRequired: /*i18n*/ 'Branch is required.',
  emailRequired: /*i18n*/ 'Student email is required.',
  phoneRequired: /*i18n*/ 'Student phone number is required.',
  companyRequired: /*i18n*/ 'Company name is required for working status.',
  designationRequired: /*i18n*/ 'Designation is required for working status.',
  experienceRequired: /*i18n*/ 'Experience is required for working status.',
  workLocationRequired: /*i18n*/ 'Location is required for working status.',
  offerLetterRequired: /*i18n*/ 'Offer letter is required for working status.',
  instituteRequired: /*i18n*/ 'Institute name is required for studying status.',
  studyLocationRequired: /*i18n*/ 'Location is required for studying status.',
  admitCardRequired: /*i18n*/ 'University Admit Card is required for studying status.',
  selectCourseBatchBranch: /*i18n*/ 'Please select Course, Batch, and Branch before saving.',
  // §8 Alumni history
  historySaved: /*i18n*/ 'Alumni history saved successfully!',
  historyFailed: /*i18n*/ 'Failed to save alumni history.',
  // Ours: the registration's server refusals and the attachment
  attachmentType: /*i18n*/ 'The attachment must be a .pdf, .jpg, .jpeg, .png or .gif file.',
  duplicateRegistration: /*i18n*/ 'An alumni registration for this roll number already exists.',
  /** Not a seed message: an alumnus opening the registration form after registering. */
  alreadyRegistered: /*i18n*/ 'You are already registered. Correct or update your record below.',
  notYourRoll: /*i18n*/ 'You can register only your own roll number.',
  tooLong: /*i18n*/ 'This text is too long.',
  // Ours: the public account form
  accountNoMatch: STUDENT_IDENTITY_MESSAGES.noStudentWithDateOfBirth,
  accountExists: /*i18n*/ 'An alumni account for this roll number already exists. Please sign in.',
  accountCreated: (username: string) =>
    english(/*i18n*/ 'Your alumni account is ready. Sign in with the user name {username} and your new password.', {
      username,
    }),
  passwordRule:
    /*i18n*/ 'Password needs at least 8 characters with a digit, a lowercase letter, an uppercase letter and one of !@#$%^&*.',
  passwordsDiffer: /*i18n*/ 'The passwords do not match.',
  dateOfBirthRequired: /*i18n*/ 'Please enter the date of birth.',
  // Ours: the directory and the alumnus's own record
  noOwnRecord:
    /*i18n*/ 'No alumni registration is linked to your account yet. Please fill the registration form first.',
  ownRecordSaved: /*i18n*/ 'Your alumni record is saved.',
} as const;

/** Working options (§9) and what each shows (§4). */
export const WORKING_OPTIONS = ['yes', 'no', 'NA'] as const;
export type Working = (typeof WORKING_OPTIONS)[number];
/** Alumni history status (§9). */
export const HISTORY_STATUSES = ['working', 'studying'] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

/** §4: the certificate field's label follows the status. */
export function certificateLabel(status: string): string {
  return status === 'working'
    ? /*i18n*/ 'Offer Letter'
    : status === 'studying'
      ? /*i18n*/ 'University Admit Card'
      : /*i18n*/ 'Certificate';
}

/** §5: the registration attachment's allowed endings (the server checks the bytes, see ALUMNI_ATTACHMENT_TYPES). */
export const ALUMNI_ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.gif';
export const ALUMNI_ATTACHMENT_TYPES: readonly string[] = ['application/pdf', 'image/jpeg', 'image/png', 'image/gif'];

/** The alumni account's user name: a student login already uses the bare roll number. */
export function alumniUserName(rollNumber: string): string {
  return `alumni.${rollNumber.toLowerCase()}`;
}

export function hasAllowedAttachmentName(name: string): boolean {
  return /\.(pdf|jpe?g|png|gif)$/i.test(name.trim());
}
