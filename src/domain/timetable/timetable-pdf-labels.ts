/**
 * The week timetable PDF's printed words. Each is its English text and the id of its Telugu and Hindi (the timetable
 * catalogue): the builder prints `translate(label)`, in the language of the page that asks for it.
 */
export const TIMETABLE_PDF_LABELS = {
  title: /*i18n*/ 'TIMETABLE',
  day: /*i18n*/ 'Day',
  period: /*i18n*/ 'Period',
  subject: /*i18n*/ 'Subject',
  section: /*i18n*/ 'Section',
  teacher: /*i18n*/ 'Teacher',
  room: /*i18n*/ 'Room',
  noClasses: /*i18n*/ 'No classes',
  coveredBy: /*i18n*/ 'covered by {teacher}',
  forRegular: /*i18n*/ 'for {regular}',
  substitutedFor: /*i18n*/ '{teacher} (for {regular})',
} as const;

export { english, type Translate } from '../i18n/translate';
