/** The words of a student identified by roll number (or admission number) and date of birth: parents, alumni, fees. */
export const STUDENT_IDENTITY_MESSAGES = {
  // Roll number and date of birth are checked together: the answer never tells which of the two is wrong.
  noStudentWithDateOfBirth:
    /*i18n*/ 'No student has this roll number with this date of birth. Check both and try again.',
  dateOfBirthRequired: /*i18n*/ 'Please enter the date of birth',
} as const;
