import { LIST_MESSAGES } from '../academic/messages';

/** The day's name (1 Monday … 6 Saturday) as the clash reasons say it. */
const DAY_NAMES = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const at = (day: number, period: string) => `on ${DAY_NAMES[day] ?? ''} in ${period}`;

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
  deleted: 'Successfully Deleted the Time Table',
  sectionHasOne: 'This section already has a timetable for this semester',
  notYourDepartment: 'Only timetables of sections of your own department',
  notThisSection: "The subject allotment is not of this timetable's section and academic year",
  notAPeriod: 'A class is held in teaching periods of the bell schedule, not in a break',
  spanTooLong: "A class that spans periods runs in teaching periods in a row, within the day's last period",
  notTheDay: "The date is not on the timetable slot's day of the week",
  ownTeacher: "The substitute is the slot's own teacher",
  substituteTaken: 'This period already has a substitute on that date',
  noTimetable: 'No timetable has been made for this week yet',
  pdfFailed: 'The PDF could not be made on this device',
  notYourChild: 'Only the timetable of a student linked to your account',
  noSection: 'No section has been given to this student yet',
  /** A faculty member already teaching elsewhere at that time. */
  facultyBusy: (faculty: string, section: string, day: number, period: string) =>
    `${faculty} already teaches ${section} ${at(day, period)}`,
  /** A room already taken at that time. */
  roomTaken: (room: string, section: string, day: number, period: string) =>
    `Room ${room} is taken by ${section} ${at(day, period)}`,
  /** The section already has another class at that time. */
  sectionBusy: (section: string, subject: string, day: number, period: string) =>
    `${section} already has ${subject} ${at(day, period)}`,
  /** The substitute teaching elsewhere (or substituting elsewhere) at that time on that date. */
  substituteBusy: (faculty: string, section: string, date: string, period: string) =>
    `${faculty} already teaches ${section} on ${date} in ${period}`,
} as const;

export { DAY_NAMES };
