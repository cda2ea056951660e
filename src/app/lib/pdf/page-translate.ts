import type { Locale } from '../../../domain/i18n/locales';
import { english, type Translate } from '../../../domain/i18n/translate';
import { appI18n } from '../../i18n/app-i18n';

/**
 * A PDF's words in the page's language, from the catalogues the device has loaded (the screen's module and the shared
 * one); a word none of them has (a day the server names) prints as sent. Its `locale` is the page's at the time of
 * asking, so the PDF's dates follow the words.
 */
export const inPageLanguage: Translate = Object.defineProperty(
  (id: string, values?: Record<string, string | number>) => {
    const i18n = appI18n();
    return i18n.messages[id] === undefined ? english(id, values) : i18n._(id, values);
  },
  'locale',
  { get: (): Locale => appI18n().locale as Locale },
);
