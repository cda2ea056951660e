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

/** Failed link attempts a parent may make in one window before linking is paused (guessing dates is slow). */
export const LINK_ATTEMPT_LIMIT = 5;
export const LINK_ATTEMPT_WINDOW_MS = 60 * 60_000;
export const MAX_LINKED_STUDENTS = 6;
