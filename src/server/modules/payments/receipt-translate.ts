import type { Locale } from '../../../domain/i18n/locales';
import type { Translate } from '../../../domain/payments/receipt-labels';
import { messages as hi } from '../../../domain/payments/locales/hi';
import { messages as te } from '../../../domain/payments/locales/te';
import { pdfTranslate } from '../../pdf/pdf-translate';

/** A fee receipt's words in the language of the request that asks for it, from the payments catalogue. */
export const receiptTranslate = (locale: Locale): Translate => pdfTranslate(locale, { te, hi });
