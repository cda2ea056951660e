import { AUTH_MESSAGES } from '../auth/messages';
import { STUDENT_IDENTITY_MESSAGES } from '../messages/student-identity';

/**
 * The alumni screens' words. §5 and §8 texts are the seed's, typos included ('Registartion'); the rest are
 * ours for what the seed leaves open (the public account form, the directory, the server's refusals).
 */
export const ALUMNI_MESSAGES = {
  // §5 Alumni registration
  required: 'Required*',
  emailInvalid: 'Email is invalid.',
  // §8 Alumni registration popups
  registrationDone: 'Alumni Registartion Was Successfully Completed',
  errorTitle: AUTH_MESSAGES.errorTitle,
  noResponse: 'No response received from the server. Please try again.',
  setupError: (message: string) => `Error in setting up request: ${message}`,
  unexpectedError: (message: string) => `Unexpected error: ${message}`,
  // §5 Alumni history toasts, in the seed's order
  selectStatus: 'Please select a status.',
  phoneTenDigits: 'Student phone number must be 10 digits.',
  duplicateRoll: 'Record with this roll number already exists!',
  rollRequired: 'Roll number is required.',
  nameRequired: 'Student name is required.',
  fatherRequired: "Father's name is required.",
  courseRequired: 'Course is required.',
  batchRequired: 'Batch is required.',
  branchRequired: 'Branch is required.',
  emailRequired: 'Student email is required.',
  phoneRequired: 'Student phone number is required.',
  companyRequired: 'Company name is required for working status.',
  designationRequired: 'Designation is required for working status.',
  experienceRequired: 'Experience is required for working status.',
  workLocationRequired: 'Location is required for working status.',
  offerLetterRequired: 'Offer letter is required for working status.',
  instituteRequired: 'Institute name is required for studying status.',
  studyLocationRequired: 'Location is required for studying status.',
  admitCardRequired: 'University Admit Card is required for studying status.',
  selectCourseBatchBranch: 'Please select Course, Batch, and Branch before saving.',
  // §8 Alumni history
  historySaved: 'Alumni history saved successfully!',
  historyFailed: 'Failed to save alumni history.',
  // Ours: the registration's server refusals and the attachment
  attachmentType: 'The attachment must be a .pdf, .jpg, .jpeg, .png or .gif file.',
  duplicateRegistration: 'An alumni registration for this roll number already exists.',
  /** Not a seed message: an alumnus opening the registration form after registering. */
  alreadyRegistered: 'You are already registered. Correct or update your record below.',
  notYourRoll: 'You can register only your own roll number.',
  tooLong: 'This text is too long.',
  // Ours: the public account form
  accountNoMatch: STUDENT_IDENTITY_MESSAGES.noStudentWithDateOfBirth,
  accountExists: 'An alumni account for this roll number already exists. Please sign in.',
  accountCreated: (username: string) =>
    `Your alumni account is ready. Sign in with the user name ${username} and your new password.`,
  passwordRule:
    'Password needs at least 8 characters with a digit, a lowercase letter, an uppercase letter and one of !@#$%^&*.',
  passwordsDiffer: 'The passwords do not match.',
  dateOfBirthRequired: 'Please enter the date of birth.',
  // Ours: the directory and the alumnus's own record
  noOwnRecord: 'No alumni registration is linked to your account yet. Please fill the registration form first.',
  ownRecordSaved: 'Your alumni record is saved.',
} as const;

/** Working options (§9) and what each shows (§4). */
export const WORKING_OPTIONS = ['yes', 'no', 'NA'] as const;
export type Working = (typeof WORKING_OPTIONS)[number];
/** Alumni history status (§9). */
export const HISTORY_STATUSES = ['working', 'studying'] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

/** §4: the certificate field's label follows the status. */
export function certificateLabel(status: string): string {
  return status === 'working' ? 'Offer Letter' : status === 'studying' ? 'University Admit Card' : 'Certificate';
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
