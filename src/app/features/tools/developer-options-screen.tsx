import { IonButton } from '@ionic/react';
import { useNavigate } from '@tanstack/react-router';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { apiBases, apiDefaults, saveServerAddress } from '../../lib/config';
import { isKioskMode, setKioskMode, subscribeToKioskMode } from '../../lib/kiosk';
import { PageFrame } from '../../ui/page-frame';
import { PlainTextField } from '../../ui/plain-text-field';

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
        <PlainTextField
          label="Server Address"
          placeholder="Enter Server Address"
          value={address}
          inputMode="url"
          error={error}
          onChange={(value) => { setAddress(value); setError(null); }}
        />
        <p className="hint">Default: {apiDefaults.app}. Leave empty to go back to it.</p>
        <div className="button-row">
          <IonButton type="submit">Submit</IonButton>
          <IonButton fill="outline" onClick={() => void navigate({ to: '/' })}>Home</IonButton>
        </div>
      </form>
      <KioskSetting />
    </PageFrame>
  );
}

/** Issue 4 item 8: kiosk mode for admission-desk devices, on or off at once on this device. */
function KioskSetting() {
  const on = useSyncExternalStore(subscribeToKioskMode, isKioskMode, () => false);
  return (
    <section className="kiosk-setting" aria-labelledby="kiosk-setting-title">
      <h2 id="kiosk-setting-title">Kiosk mode</h2>
      <label className="check">
        <input type="checkbox" checked={on} aria-describedby="kiosk-setting-hint" onChange={(e) => setKioskMode(e.target.checked)} />
        Kiosk mode on this device
      </label>
      <p id="kiosk-setting-hint" className="hint">
        Full screen, larger touch targets, and after 90&nbsp;s without input the kiosk signs out and returns to the home page.
        Opening any address with <code>?kiosk=1</code> turns it on, <code>?kiosk=0</code> turns it off.
      </p>
    </section>
  );
}
