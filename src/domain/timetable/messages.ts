import { LIST_MESSAGES } from '../academic/messages';
import { english } from '../i18n/translate';

/** The day's name (1 Monday … 6 Saturday) as the clash reasons say it. */
const DAY_NAMES = [
  '',
  /*i18n*/ 'Monday',
  /*i18n*/ 'Tuesday',
  /*i18n*/ 'Wednesday',
  /*i18n*/ 'Thursday',
  /*i18n*/ 'Friday',
  /*i18n*/ 'Saturday',
] as const;
const dayName = (day: number) => DAY_NAMES[day] ?? '';
/** A teacher already teaching elsewhere at that time: on a day of the week, or on a date. */
const TEACHES = /*i18n*/ '{faculty} already teaches {section} on {day} in {period}';

/**
 * Words of the timetables: the §8 record words of the lists, §8 'Successfully Deleted the Time Table', and the
 * reasons a refusal gives (a clash names who or what is already there, and when). Written once here.
 */
export const TIMETABLE_MESSAGES = {
  saved: LIST_MESSAGES.saved,
  deletedRecord: LIST_MESSAGES.deleted,
  invalid: LIST_MESSAGES.invalid,
  fillAll: LIST_MESSAGES.fillAll,
  noData: LIST_MESSAGES.noData,
  noSuchRecord: LIST_MESSAGES.noSuchRecord,
  deleted: /*i18n*/ 'Successfully Deleted the Time Table',
  sectionHasOne: /*i18n*/ 'This section already has a timetable for this semester',
  notYourDepartment: /*i18n*/ 'Only timetables of sections of your own department',
  notThisSection: /*i18n*/ "The subject allotment is not of this timetable's section and academic year",
  notAPeriod: /*i18n*/ 'A class is held in teaching periods of the bell schedule, not in a break',
  spanTooLong: /*i18n*/ "A class that spans periods runs in teaching periods in a row, within the day's last period",
  notTheDay: /*i18n*/ "The date is not on the timetable slot's day of the week",
  ownTeacher: /*i18n*/ "The substitute is the slot's own teacher",
  substituteTaken: /*i18n*/ 'This period already has a substitute on that date',
  noTimetable: /*i18n*/ 'No timetable has been made for this week yet',
  pdfFailed: /*i18n*/ 'The PDF could not be made on this device',
  notYourChild: /*i18n*/ 'Only the timetable of a student linked to your account',
  noSection: /*i18n*/ 'No section has been given to this student yet',
  /** A faculty member already teaching elsewhere at that time. */
  facultyBusy: (faculty: string, section: string, day: number, period: string) =>
    english(TEACHES, { faculty, section, day: dayName(day), period }),
  /** A room already taken at that time. */
  roomTaken: (room: string, section: string, day: number, period: string) =>
    english(/*i18n*/ 'Room {room} is taken by {section} on {day} in {period}', {
      room,
      section,
      day: dayName(day),
      period,
    }),
  /** The section already has another class at that time. */
  sectionBusy: (section: string, subject: string, day: number, period: string) =>
    english(/*i18n*/ '{section} already has {subject} on {day} in {period}', {
      section,
      subject,
      day: dayName(day),
      period,
    }),
  /** The substitute teaching elsewhere (or substituting elsewhere) at that time on that date. */
  substituteBusy: (faculty: string, section: string, date: string, period: string) =>
    english(TEACHES, { faculty, section, day: date, period }),
} as const;

export { DAY_NAMES };
