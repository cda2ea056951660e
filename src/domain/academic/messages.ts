import { MASTERS_MESSAGES } from '../masters/messages';
import { RECORD_MESSAGES as R } from '../messages/record-changes';
import { SHARED_MESSAGES as S } from '../messages/shared';

/**
 * §8 shared messages of the lists the college keeps, each written once: the shared words in messages/shared.ts, the
 * Level, Degree and Batch Not Found words the lookups' own (masters/messages.ts); the others follow them.
 */
export const LIST_MESSAGES = {
  saved: S.recordSaved,
  modified: S.recordModified,
  modificationFailed: R.recordModificationFailed,
  deleted: R.recordDeleted,
  deleteRefused: R.deleteRefused,
  fillAll: R.fillAllFields,
  noData: R.noDataFound,
  invalid: R.invalidData,
  levelNotFound: MASTERS_MESSAGES.levelNotFound,
  degreeNotFound: MASTERS_MESSAGES.degreeNotFound,
  batchNotFound: MASTERS_MESSAGES.batchNotFound,
  branchNotFound: S.branchNotFound,
  semesterNotFound: S.semesterNotFound,
  programNotFound: /*i18n*/ 'Program Not Found',
  courseNotFound: /*i18n*/ 'Course Not Found',
  noSuchList: /*i18n*/ 'No such list',
  noSuchRecord: /*i18n*/ 'This record is not on the list',
  academicYearNotFound: /*i18n*/ 'Academic Year Not Found',
  leaveTypeNotFound: /*i18n*/ 'Leave Type Not Found',
  casteNotFound: /*i18n*/ 'Caste Not Found',
} as const;

/** The reasons given with a refusal of a calendar row (shown after the §8 words). */
export const LIST_REASONS = {
  endBeforeStart: /*i18n*/ 'The end date is before the start date',
  outsideRange: (what: string, name: string) => `The dates must fall within the ${what} ${name}`,
  anotherCurrent: (name: string) => `The academic year ${name} is already the current one`,
  notOfThe: (what: string, owner: string) => `The ${what} is not one of this ${owner}'s ${what}s`,
  marksAboveMaximum: (count: number) =>
    count === 1
      ? '1 mark already stored is above the new maximum'
      : `${String(count)} marks already stored are above the new maximum`,
  leaveAboveAllotment: (count: number) =>
    count === 1
      ? '1 member of staff has already taken or applied for more days than the new allotment'
      : `${String(count)} members of staff have already taken or applied for more days than the new allotment`,
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
  academicYears: LIST_MESSAGES.academicYearNotFound,
  leaveTypes: LIST_MESSAGES.leaveTypeNotFound,
  casteCategories: LIST_MESSAGES.casteNotFound,
};
