import { setupI18n, type Messages } from '@lingui/core';
import type { Locale } from '../../../domain/i18n/locales';
import { english, type Translate } from '../../../domain/payments/receipt-labels';
import { messages as hi } from '../../../domain/payments/locales/hi';
import { messages as te } from '../../../domain/payments/locales/te';

const CATALOGUES: Record<Locale, Messages | null> = { en: null, te, hi };

/**
 * A fee receipt's words in the language of the request that asks for it (the `lang` cookie the page was chosen in,
 * else Accept-Language), from the payments catalogue; English, the builder's own words, when the catalogue lacks one.
 */
export function receiptTranslate(locale: Locale): Translate {
  const messages = CATALOGUES[locale];
  if (!messages) return english;
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return (id, values) => (messages[id] === undefined ? english(id, values) : i18n._(id, values));
}
