import type { ErpUser } from '../lib/session';
import { useLingui } from '@lingui/react';

/** §2 header: LOGIN ID, ROLE (the first role) and NAME of the signed-in user, in upper case. */
export function HeaderIdentity({ user }: { user: ErpUser }) {
  const { i18n } = useLingui();
  return (
    <dl className="header-identity" aria-label={i18n._('Signed in as')}>
      <div>
        <dt>{i18n._('LOGIN ID')}</dt>
        <dd data-testid="login-id">{user.username}</dd>
      </div>
      <div>
        <dt>{i18n._('ROLE')}</dt>
        <dd data-testid="role">{(user.roles[0] ?? '').replace(/^ROLE_/, '')}</dd>
      </div>
      <div>
        <dt>{i18n._('NAME')}</dt>
        <dd data-testid="name">{user.fullName}</dd>
      </div>
    </dl>
  );
}
