/**
 * A hall ticket's printed words. Each is its English text and the id of its Telugu and Hindi (the exams catalogue):
 * the hall tickets' builder prints `translate(label)`, in the language of whoever makes them.
 */
export const HALL_TICKET_LABELS = {
  title: /*i18n*/ 'HALL TICKET',
  affixPhoto: /*i18n*/ 'Affix photo',
  rollNumber: /*i18n*/ 'Roll number',
  name: /*i18n*/ 'Name',
  branch: /*i18n*/ 'Branch',
  date: /*i18n*/ 'Date',
  session: /*i18n*/ 'Session',
  code: /*i18n*/ 'Code',
  subject: /*i18n*/ 'Subject',
  studentSignature: /*i18n*/ "Student's signature",
  controller: /*i18n*/ 'Controller of Examinations',
} as const;

/** The sessions' words as a hall ticket prints them (SESSION_LABELS' English, marked here for the catalogue). */
export const SESSION_WORDS = [/*i18n*/ 'Forenoon', /*i18n*/ 'Afternoon'] as const;

export { english, type Translate } from '../i18n/translate';
