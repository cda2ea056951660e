/**
 * Answers of the lookup calls (§7). §8 names 'Not Found messages for Level, Degree, Batch, Branch,
 * Semester…' without their wording; these say the same in the seed's capitalised style.
 */
export const MASTERS_MESSAGES = {
  courseRequired: 'Please select a Course',
  courseInvalid: 'A course is letters, digits, dots, spaces and brackets, at most 32 characters',
  batchRequired: 'Please select a Batch',
  batchInvalid: 'A batch is written as 2022-2026',
  levelRequired: 'Please select a Level',
  levelInvalid: 'A level is letters only, at most 8 (UG, PG)',
  categoryInvalid: 'A caste category is letters with an optional hyphen, at most 8 characters (BC-A)',
  keyInvalid: 'key must be one of entrancetype, Nationality, Religion',
  levelNotFound: 'Level Not Found',
  degreeNotFound: 'Degree Not Found',
  batchNotFound: 'Batch Not Found',
  categoryNotFound: 'Caste Category Not Found',
} as const;
