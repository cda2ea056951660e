/**
 * The words the library's labels and patron cards print besides their data, in the reader's language when the device
 * has the library's catalogue (the PDF builders take a Translate; English ids, marked for the catalogue).
 */
export const ACCESSION_LABEL_WORDS = {
  accession: /*i18n*/ 'Acc. {accession}',
} as const;

export const PATRON_CARD_WORDS = {
  title: /*i18n*/ 'Library card',
  student: /*i18n*/ 'Student',
  staff: /*i18n*/ 'Staff',
  batch: /*i18n*/ 'Batch {batch}',
} as const;
