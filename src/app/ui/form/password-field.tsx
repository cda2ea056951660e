import { usePageI18n } from '../../i18n/translate-known';
import { PlainIcon } from '../plain/plain-icon';
import { eyeOffOutline, eyeOutline } from 'ionicons/icons';
import { useState } from 'react';
import { PlainTextField } from '../plain-text-field';
import type { FieldBinding } from './use-schema-form';

interface Props {
  field: FieldBinding<string>;
  label: string;
  autoComplete?: 'current-password' | 'new-password';
  required?: boolean;
}

/** A password field with a show/hide toggle inside its right end (§2 login, change password, sign-up). */
export function PasswordField({ field, label, autoComplete = 'current-password', required }: Props) {
  const [shown, setShown] = useState(false);
  const i18n = usePageI18n();
  return (
    <div className="password-field">
      <PlainTextField
        type={shown ? 'text' : 'password'}
        id={field.id}
        name={field.name}
        label={label}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={field.error}
        required={required ?? field.required}
        inputRef={field.attach}
        autoComplete={autoComplete}
        maxLength={128}
        spellCheck={false}
        autoCapitalize="off"
      />
      <button
        type="button"
        className="password-toggle"
        aria-label={shown ? i18n._('Hide {label}', { label }) : i18n._('Show {label}', { label })}
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
      >
        <PlainIcon icon={shown ? eyeOffOutline : eyeOutline} />
      </button>
    </div>
  );
}
