import type { Locale } from '../../../domain/i18n/locales';
import type { Translate } from '../../../domain/i18n/translate';
import { messages as hi } from '../../../domain/exams/locales/hi';
import { messages as te } from '../../../domain/exams/locales/te';
import { pdfTranslate } from '../../pdf/pdf-translate';

/** Hall tickets' words in the language of the request that asks for them, from the exams catalogue. */
export const hallTicketTranslate = (locale: Locale): Translate => pdfTranslate(locale, { te, hi });
