import { IonIcon } from '@ionic/react';
import { eyeOffOutline, eyeOutline } from 'ionicons/icons';
import { useState } from 'react';
import { PlainTextField } from './plain-text-field';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autocomplete?: 'current-password' | 'new-password';
  name?: string;
}

/** A password field with a show/hide toggle (§2 login, change password, sign-up). */
export function PasswordInput({ label, value, onChange, error, autocomplete = 'current-password', name }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <div className="password-field">
      <PlainTextField type={shown ? 'text' : 'password'} label={label} name={name} value={value} onChange={onChange} error={error}
        autoComplete={autocomplete} maxLength={128} spellCheck={false} autoCapitalize="off" />
      <button type="button" className="password-toggle" aria-label={shown ? `Hide ${label}` : `Show ${label}`} aria-pressed={shown} onClick={() => setShown((s) => !s)}>
        <IonIcon icon={shown ? eyeOffOutline : eyeOutline} aria-hidden="true" />
      </button>
    </div>
  );
}
