import { pdfFootWords } from '../i18n/pdf-foot';
import type { Translate } from '../i18n/translate';

/**
 * The monthly attendance register PDF's printed words. Each is its English text and the id of its Telugu and Hindi
 * (the attendance catalogue): the builder prints `translate(label)`, in the language of the page that asks for it.
 */
export const REGISTER_PDF_LABELS = {
  title: /*i18n*/ 'ATTENDANCE REGISTER',
  rollNo: /*i18n*/ 'Roll No',
  name: /*i18n*/ 'Name',
  total: /*i18n*/ 'Total',
} as const;

export { english, type Translate } from '../i18n/translate';

/** The register's words in the reader's language (its foot line's too), for the shaper to load their script's font. */
export const registerPdfWords = (translate: Translate): string[] =>
  Object.values(REGISTER_PDF_LABELS)
    .map((word) => translate(word))
    .concat(pdfFootWords(translate));
