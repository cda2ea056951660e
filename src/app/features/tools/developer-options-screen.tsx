import { PlainButton } from '../../ui/plain/plain-button';
import { PlainSpinner } from '../../ui/plain/plain-spinner';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { apiBases, apiDefaults, saveServerAddress } from '../../lib/config';
import { setKioskMode, useKioskMode } from '../../lib/kiosk';
import { currentUser } from '../../lib/session';
import { AppLink } from '../../ui/app-link';
import { PageFrame } from '../../ui/page-frame';
import { PlainTextField } from '../../ui/plain-text-field';
import { kioskAdministratorQuery } from './kiosk-admin-query';

/**
 * §2 Developer Options (at /devtools): point this device's main application calls at another server, and
 * kiosk mode. On a kiosk only an administrator the server confirms sees either (issue 8).
 */
export function DeveloperOptionsScreen() {
  const kiosk = useKioskMode();
  const signedIn = currentUser() !== null;
  const administrator = useQuery({ ...kioskAdministratorQuery(), enabled: kiosk && signedIn });
  if (!kiosk || administrator.data === true) return <DeveloperOptions />;
  return (
    <PageFrame title="Developer Options">
      {signedIn && administrator.isPending ? <PlainSpinner label="Checking who is signed in" /> : <KioskLock signedIn={signedIn} />}
    </PageFrame>
  );
}

/** What a kiosk shows anyone but an administrator instead of the settings. */
function KioskLock({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="kiosk-lock" aria-labelledby="kiosk-lock-title">
      <h2 id="kiosk-lock-title">This device is a kiosk</h2>
      <p>
        Only an administrator can leave kiosk mode or change the server address here.
        {signedIn ? ' The account signed in now is not an administrator.' : ''}
      </p>
      <AppLink to="/login/Admin" className="kiosk-lock__link">
        Sign in as an administrator
      </AppLink>
    </section>
  );
}

function DeveloperOptions() {
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
          onChange={(value) => {
            setAddress(value);
            setError(null);
          }}
        />
        <p className="hint">Default: {apiDefaults.app}. Leave empty to go back to it.</p>
        <div className="button-row">
          <PlainButton type="submit">Submit</PlainButton>
          <PlainButton fill="outline" onClick={() => void navigate({ to: '/' })}>
            Home
          </PlainButton>
        </div>
      </form>
      <KioskSetting />
    </PageFrame>
  );
}

/** Issue 4 item 8: kiosk mode for admission-desk devices, on or off at once on this device. */
function KioskSetting() {
  const on = useKioskMode();
  return (
    <section className="kiosk-setting" aria-labelledby="kiosk-setting-title">
      <h2 id="kiosk-setting-title">Kiosk mode</h2>
      <label className="check">
        <input type="checkbox" checked={on} aria-describedby="kiosk-setting-hint" onChange={(e) => setKioskMode(e.target.checked)} />
        Kiosk mode on this device
      </label>
      <p id="kiosk-setting-hint" className="hint">
        Full screen, larger touch targets, and after 90&nbsp;s without input the kiosk signs out and returns to the home page. Opening any address with{' '}
        <code>?kiosk=1</code> turns it on. Once on, only an administrator can turn it off, here.
      </p>
    </section>
  );
}
