import { IonButton, IonIcon, IonInput } from '@ionic/react';
import { eyeOffOutline, eyeOutline } from 'ionicons/icons';
import { useState } from 'react';

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
    <IonInput
      type={shown ? 'text' : 'password'}
      label={label}
      labelPlacement="stacked"
      fill="outline"
      name={name}
      value={value}
      autocomplete={autocomplete}
      maxlength={128}
      errorText={error ?? undefined}
      className={error ? 'ion-invalid ion-touched' : undefined}
      onIonInput={(e) => onChange(String(e.detail.value ?? ''))}
    >
      <IonButton slot="end" fill="clear" aria-label={shown ? `Hide ${label}` : `Show ${label}`} aria-pressed={shown} onClick={() => setShown((s) => !s)}>
        <IonIcon slot="icon-only" icon={shown ? eyeOffOutline : eyeOutline} aria-hidden="true" />
      </IonButton>
    </IonInput>
  );
}
