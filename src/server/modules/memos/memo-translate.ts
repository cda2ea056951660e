import type { Locale } from '../../../domain/i18n/locales';
import type { Translate } from '../../../domain/i18n/translate';
import { messages as hi } from '../../../domain/exams/locales/hi';
import { messages as te } from '../../../domain/exams/locales/te';
import { pdfTranslate } from '../../pdf/pdf-translate';

/**
 * An issued memo's or certificate's words in the language of the request that asks for it, from the exams catalogue
 * (the exam cell's screen issues them).
 */
export const memoTranslate = (locale: Locale): Translate => pdfTranslate(locale, { te, hi });
