import { LIST_MESSAGES } from '../academic/messages';

/**
 * Words of the subject allotments: the §8 record words of the lists, and the reasons a refusal gives. Written once
 * here; the screen shows the server's words.
 */
export const ALLOTMENT_MESSAGES = {
  saved: LIST_MESSAGES.saved,
  modified: LIST_MESSAGES.modified,
  modificationFailed: LIST_MESSAGES.modificationFailed,
  deleted: LIST_MESSAGES.deleted,
  invalid: LIST_MESSAGES.invalid,
  fillAll: LIST_MESSAGES.fillAll,
  noData: LIST_MESSAGES.noData,
  courseNotFound: LIST_MESSAGES.courseNotFound,
  academicYearNotFound: LIST_MESSAGES.academicYearNotFound,
  noSuchRecord: LIST_MESSAGES.noSuchRecord,
  facultyNotFound: /*i18n*/ 'Faculty Not Found',
  sectionNotFound: /*i18n*/ 'Section Not Found',
  yearNotConsecutive: /*i18n*/ 'An academic year is two years in a row, such as 2026-2027',
  branchMismatch: /*i18n*/ "The subject is not taught in this section's branch",
  relieved: /*i18n*/ 'This faculty member has been relieved',
  slotTaken:
    /*i18n*/ 'This subject already has a teacher for this section in this academic year; mark a second teacher as shared',
  alreadyAllotted: /*i18n*/ 'This faculty member already teaches this subject to this section in this academic year',
  notYourDepartment: /*i18n*/ 'Only subjects and faculty of your own department',
} as const;
