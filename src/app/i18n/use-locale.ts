import { useLingui } from '@lingui/react';
import { isLocale, DEFAULT_LOCALE, type Locale } from '../../domain/i18n/locales';

/** The page's interface language, for what is written outside the catalogues (dates: `dateText(day, locale)`). */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
