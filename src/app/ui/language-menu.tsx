import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { LOCALES, LOCALE_NAMES, isLocale } from '../../domain/i18n/locales';
import { switchDeviceLocale } from '../i18n/app-i18n';

/**
 * The interface's language (English, Telugu, Hindi), each named in its own script and marked with its language for
 * screen readers. The choice is kept on the device (and, signed in, on the account: `onChosen`).
 */
export function LanguageMenu({ onChosen }: { onChosen?: (locale: string) => void }) {
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
          void switchDeviceLocale(locale).then(() => onChosen?.(locale));
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
