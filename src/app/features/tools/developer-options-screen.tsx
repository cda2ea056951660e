import { IonButton, IonInput } from '@ionic/react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { apiBases, apiDefaults, saveServerAddress } from '../../lib/config';
import { PageFrame } from '../../ui/page-frame';

/** §2 Developer Options (at /devtools): point this device's main application calls at another server. */
export function DeveloperOptionsScreen() {
  const navigate = useNavigate();
  const [address, setAddress] = useState(apiBases().app);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = address.trim();
    if (value && !/^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(value)) {
      setError('Enter an address starting with http://, https:// or /');
      return;
    }
    saveServerAddress(value === apiDefaults.app ? '' : value);
    window.alert('Server Address Changed');
    window.location.reload();
  };

  return (
    <PageFrame title="Developer Options">
      <form className="stack-form" onSubmit={onSubmit} noValidate>
        <IonInput
          label="Server Address"
          labelPlacement="stacked"
          fill="outline"
          placeholder="Enter Server Address"
          value={address}
          inputmode="url"
          errorText={error ?? undefined}
          className={error ? 'ion-invalid ion-touched' : undefined}
          onIonInput={(e) => { setAddress(String(e.detail.value ?? '')); setError(null); }}
        />
        <p className="hint">Default: {apiDefaults.app}. Leave empty to go back to it.</p>
        <div className="button-row">
          <IonButton type="submit">Submit</IonButton>
          <IonButton fill="outline" onClick={() => void navigate({ to: '/' })}>Home</IonButton>
        </div>
      </form>
    </PageFrame>
  );
}
