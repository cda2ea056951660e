import { setupI18n, type Messages } from '@lingui/core';
import type { Locale } from '../../domain/i18n/locales';
import { english, speaking, type Translate } from '../../domain/i18n/translate';
import { messages as commonHi } from '../../domain/i18n/locales/hi';
import { messages as commonTe } from '../../domain/i18n/locales/te';

/** A module's compiled catalogue in Telugu and Hindi, as a PDF's words are looked up in it. */
export type PdfCatalogue = Readonly<Record<'te' | 'hi', Messages>>;

const COMMON: PdfCatalogue = { te: commonTe, hi: commonHi };

/**
 * A PDF's words in the language of the request that asks for it (the `lang` cookie the page was chosen in, else
 * Accept-Language): the module's catalogue and the shared one (the foot line every PDF prints); English, the builder's
 * own words, for English or a word neither catalogue has.
 */
export function pdfTranslate(locale: Locale, catalogue: PdfCatalogue): Translate {
  if (locale === 'en') return english;
  const messages = { ...COMMON[locale], ...catalogue[locale] };
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return speaking(locale, (id, values) => (messages[id] === undefined ? english(id, values) : i18n._(id, values)));
}
