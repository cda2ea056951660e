import { LIST_MESSAGES } from '../academic/messages';
import { english } from '../i18n/translate';
import { TIMETABLE_MESSAGES } from '../timetable/messages';

/**
 * Words of attendance: the §8 record words of the lists, and the reasons a refusal gives. Written once here; the
 * marked ones are the attendance catalogue's, shown translated by the screens (docs/translations.md).
 */
export const ATTENDANCE_MESSAGES = {
  saved: LIST_MESSAGES.saved,
  invalid: LIST_MESSAGES.invalid,
  noSuchRecord: LIST_MESSAGES.noSuchRecord,
  notYourClass:
    /*i18n*/ 'Only the teacher of this class, its substitute that day, or the HoD of its department takes its attendance',
  notYourDepartment: /*i18n*/ 'Only attendance of your own department',
  pastDayByHod: /*i18n*/ 'Attendance of an earlier day is corrected by the HoD of the department',
  futureDay: /*i18n*/ 'Attendance cannot be taken for a day that has not come yet',
  notOnThatDay: /*i18n*/ 'This class is not on the timetable on that day',
  notInClass: /*i18n*/ 'One of the absentees is not a student of this class',
  noSection: TIMETABLE_MESSAGES.noSection,
  notYourChild: /*i18n*/ 'Only the attendance of your own child',
  onHoliday: (name: string) => english(/*i18n*/ 'No attendance is taken on a holiday: {name}', { name }),
  markHint: /*i18n*/ 'Everyone is present. Tap a student to mark them absent; tap again to undo.',
  pastDayReadOnly:
    /*i18n*/ 'Earlier days are read-only for teachers, so this sheet cannot be changed here. The HoD of the department corrects attendance of an earlier day: ask them to correct it.',
  readOnly: (reason: string) => `This sheet is read-only. ${reason}`,
  outsideTerm: /*i18n*/ 'No attendance is taken outside the semester dates of the college calendar',
} as const;
