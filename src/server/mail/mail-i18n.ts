import { setupI18n, type I18n } from '@lingui/core';
import type { Locale } from '../../domain/i18n/locales';
import { messages as en } from './locales/en';
import { messages as hi } from './locales/hi';
import { messages as te } from './locales/te';

/**
 * The words of mails and text messages, in the recipient's language (docs/translations.md): the account's choice
 * when the recipient has an account that made one, else the language of the request that caused the mail.
 */
const made = new Map<Locale, I18n>();

export function mailI18n(locale: Locale): I18n {
  let i18n = made.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: { en, te, hi }[locale] } });
    made.set(locale, i18n);
  }
  return i18n;
}
