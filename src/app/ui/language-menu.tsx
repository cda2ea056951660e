import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { LOCALES, LOCALE_NAMES, isLocale } from '../../domain/i18n/locales';
import { switchDeviceLocale } from '../i18n/app-i18n';
import { currentUser } from '../lib/session';

/**
 * The interface's language (English, Telugu, Hindi), each named in its own script and marked with its language for
 * screen readers. The choice is kept on the device (the `lang` cookie) and, signed in, on the account.
 */
export function LanguageMenu() {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="language-menu">
      <label htmlFor={id}>{i18n._('Language')}</label>
      <select
        id={id}
        value={i18n.locale}
        onChange={(event) => {
          const locale = event.target.value;
          if (!isLocale(locale)) return;
          void switchDeviceLocale(locale).then(() => {
            // Signed in, the account keeps it too (a kiosk's session keeps it on the device only).
            if (currentUser()) void import('../i18n/account-language').then((m) => m.saveAccountLanguage(locale));
          });
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
