import type { Locale } from '../../../domain/i18n/locales';
import type { Translate } from '../../../domain/i18n/translate';
import { messages as hi } from '../../../domain/admissions/locales/hi';
import { messages as te } from '../../../domain/admissions/locales/te';
import { pdfTranslate } from '../../pdf/pdf-translate';

/** The admission form PDF's words in the language of the request that asks for it, from the admissions catalogue. */
export const admissionPdfTranslate = (locale: Locale): Translate => pdfTranslate(locale, { te, hi });
