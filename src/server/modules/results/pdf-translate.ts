import type { Locale } from '../../../domain/i18n/locales';
import type { Translate } from '../../../domain/results/result-sheet-labels';
import { messages as hi } from '../../../domain/results/locales/hi';
import { messages as te } from '../../../domain/results/locales/te';
import { pdfTranslate } from '../../pdf/pdf-translate';

/** The result sheet PDF's words in the language of the request that asks for it, from the results catalogue. */
export const resultPdfTranslate = (locale: Locale): Translate => pdfTranslate(locale, { te, hi });
