import { MASTERS_MESSAGES } from '../masters/messages';

/**
 * §8 shared messages of the lists the college keeps, each written once. The Level, Degree and Batch Not Found words
 * are the lookups' own (masters/messages.ts); the others follow them: '{Thing} Not Found'.
 */
export const LIST_MESSAGES = {
  saved: 'Record saved successfully',
  modified: 'Record modified successfully',
  modificationFailed: 'Record modification Failed',
  deleted: 'Successfully Deleted a Record',
  deleteRefused: 'Unable to Delete the Record',
  fillAll: 'Please fill all the fields.',
  noData: 'No Data Found.',
  invalid: 'Details are not saved due to invalid data please re-enter',
  levelNotFound: MASTERS_MESSAGES.levelNotFound,
  degreeNotFound: MASTERS_MESSAGES.degreeNotFound,
  batchNotFound: MASTERS_MESSAGES.batchNotFound,
  branchNotFound: 'Branch Not Found',
  semesterNotFound: 'Semester Not Found',
  programNotFound: 'Program Not Found',
  courseNotFound: 'Course Not Found',
  noSuchList: 'No such list',
  noSuchRecord: 'No such record',
} as const;

/** The Not Found words of a referenced list: a form that names a missing degree, branch … gets these. */
export const NOT_FOUND_BY_LIST: Readonly<Record<string, string>> = {
  levels: LIST_MESSAGES.levelNotFound,
  degrees: LIST_MESSAGES.degreeNotFound,
  batches: LIST_MESSAGES.batchNotFound,
  branches: LIST_MESSAGES.branchNotFound,
  semesters: LIST_MESSAGES.semesterNotFound,
  departments: LIST_MESSAGES.programNotFound,
  subjects: LIST_MESSAGES.courseNotFound,
};
