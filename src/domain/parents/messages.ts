import { STUDENT_IDENTITY_MESSAGES } from '../messages/student-identity';

/** The parent dashboard's words: one place for each message the server and the screen show. */
export const PARENT_MESSAGES = {
  dateOfBirthRequired: STUDENT_IDENTITY_MESSAGES.dateOfBirthRequired,
  dateOfBirthInvalid: /*i18n*/ 'Please enter the date of birth as DD-MM-YYYY',
  noMatch: STUDENT_IDENTITY_MESSAGES.noStudentWithDateOfBirth,
  alreadyLinked: /*i18n*/ 'This student is already linked to your account.',
  tooManyLinks: /*i18n*/ 'A parent account can follow at most 6 students.',
  tooManyAttempts:
    /*i18n*/ 'Too many attempts that did not match a student. Please try again after an hour, or ask the college office.',
  linked: /*i18n*/ 'Student linked to your account.',
} as const;

/** The parent's profile (My Profile): the rules' words, the same on the form and in the server's 400. */
export const PARENT_PROFILE_MESSAGES = {
  nameRequired: /*i18n*/ 'Please enter your name',
  nameInvalid: /*i18n*/ 'Please enter your name in letters (dots, hyphens and apostrophes allowed)',
  nameTooLong: /*i18n*/ 'Your name can have at most 100 characters',
  mobileRequired: /*i18n*/ 'Please enter your mobile number',
  mobileInvalid: /*i18n*/ 'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9',
  relationRequired: /*i18n*/ 'Please select your relation to the students',
  addressTooLong: /*i18n*/ 'The address can have at most 300 characters',
  addressInvalid: /*i18n*/ 'Please write the address as plain text, without < or >',
  saved: /*i18n*/ 'Your profile was saved.',
} as const;

/** Failed link attempts a parent may make in one window before linking is paused (guessing dates is slow). */
export const LINK_ATTEMPT_LIMIT = 5;
export const LINK_ATTEMPT_WINDOW_MS = 60 * 60_000;
export const MAX_LINKED_STUDENTS = 6;
