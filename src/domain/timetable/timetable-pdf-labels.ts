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

/** A message in the reader's language: its English text (the id) with `{name}` variables filled in. */
export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** The English words themselves, variables filled in: what the PDF prints when no language is given. */
export const english: Translate = (id, values) =>
  values ? id.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : id;
