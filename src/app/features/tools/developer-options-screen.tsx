import { Trans, useLingui } from '@lingui/react';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainSpinner } from '../../ui/plain/plain-spinner';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { DEVELOPER_OPTIONS_MESSAGES as M } from '../../../domain/tools/messages';
import { serverAddressFormSchema } from '../../../domain/tools/server-address-form';
import { apiBases, apiDefaults, DEVELOPMENT_BUILD, saveServerAddress } from '../../lib/config';
import { setKioskMode, useKioskMode } from '../../lib/kiosk';
import { serverAddressProblem } from '../../lib/server-address';
import { currentUser } from '../../lib/session';
import { AppLink } from '../../ui/app-link';
import { PageFrame } from '../../ui/page-frame';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { kioskAdministratorQuery } from './tools-queries';

/**
 * §2 Developer Options (at /devtools): point this device's main application calls at another server, and
 * kiosk mode. Another server would see every call the app makes, so only an administrator the server confirms sees
 * either (anyone in a development build); the cookie's roles alone could be forged.
 */
export function DeveloperOptionsScreen() {
  const { i18n } = useLingui();
  const kiosk = useKioskMode();
  const signedIn = currentUser() !== null;
  const administrator = useQuery({ ...kioskAdministratorQuery(), enabled: !DEVELOPMENT_BUILD && signedIn });
  if (DEVELOPMENT_BUILD || administrator.data === true) return <DeveloperOptions />;
  return (
    <PageFrame title={i18n._('Developer Options')}>
      {signedIn && administrator.isPending ? (
        <PlainSpinner label={i18n._('Checking who is signed in')} />
      ) : (
        <AdministratorsOnly kiosk={kiosk} signedIn={signedIn} />
      )}
    </PageFrame>
  );
}

/** What anyone but an administrator sees instead of the settings. */
function AdministratorsOnly({ kiosk, signedIn }: { kiosk: boolean; signedIn: boolean }) {
  const { i18n } = useLingui();
  return (
    <section className="kiosk-lock" aria-labelledby="kiosk-lock-title">
      <h2 id="kiosk-lock-title">{kiosk ? i18n._('This device is a kiosk') : i18n._('For administrators')}</h2>
      <p>
        {i18n._(M.administratorsOnly)}
        {signedIn ? ` ${i18n._(M.notAdministrator)}` : ''}
      </p>
      <AppLink to="/login/Admin" className="kiosk-lock__link">
        <Trans id="Sign in as an administrator" />
      </AppLink>
    </section>
  );
}

// The page's origin is read when an address is checked, in the browser.
const ServerAddressFormSchema = serverAddressFormSchema((address) =>
  serverAddressProblem(address, window.location.origin),
);

function DeveloperOptions() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const form = useSchemaForm(ServerAddressFormSchema, {
    initial: { address: apiBases().app },
    onSubmit: ({ address }) => {
      saveServerAddress(address === apiDefaults.app ? '' : address);
      window.alert(i18n._(M.changed));
      window.location.reload();
    },
  });

  return (
    <PageFrame title={i18n._('Developer Options')}>
      <form className="stack-form" onSubmit={form.handleSubmit} noValidate>
        <TextField
          field={form.field('address')}
          label={i18n._('Server Address')}
          placeholder={i18n._('Enter Server Address')}
          inputMode="url"
        />
        <p className="hint">
          <Trans
            id="Default: {address}. Leave empty to go back to it. Another server must use https://."
            values={{ address: apiDefaults.app }}
          />
        </p>
        <div className="button-row">
          <PlainButton type="submit">{i18n._('Submit')}</PlainButton>
          <PlainButton fill="outline" onClick={() => void navigate({ to: '/' })}>
            <Trans id="Home" />
          </PlainButton>
        </div>
      </form>
      <KioskSetting />
    </PageFrame>
  );
}

/** Kiosk mode for admission-desk devices, on or off at once on this device. */
function KioskSetting() {
  const { i18n } = useLingui();
  const on = useKioskMode();
  return (
    <section className="kiosk-setting" aria-labelledby="kiosk-setting-title">
      <h2 id="kiosk-setting-title">{i18n._('Kiosk mode')}</h2>
      <label className="check">
        <input
          type="checkbox"
          checked={on}
          aria-describedby="kiosk-setting-hint"
          onChange={(e) => setKioskMode(e.target.checked)}
        />
        {i18n._('Kiosk mode on this device')}
      </label>
      <p id="kiosk-setting-hint" className="hint">
        <Trans
          id="Full screen, larger touch targets, and after 90 s without input the kiosk signs out and returns to the home page. Opening any address with <0>?kiosk=1</0> turns it on. Once on, only an administrator can turn it off, here."
          components={{ 0: <code /> }}
        />
      </p>
    </section>
  );
}
