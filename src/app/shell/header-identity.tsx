import type { ErpUser } from '../lib/session';

/** §2 header: LOGIN ID, ROLE (the first role) and NAME of the signed-in user, in upper case. */
export function HeaderIdentity({ user }: { user: ErpUser }) {
  return (
    <dl className="header-identity" aria-label="Signed in as">
      <div>
        <dt>LOGIN ID</dt>
        <dd data-testid="login-id">{user.username}</dd>
      </div>
      <div>
        <dt>ROLE</dt>
        <dd data-testid="role">{(user.roles[0] ?? '').replace(/^ROLE_/, '')}</dd>
      </div>
      <div>
        <dt>NAME</dt>
        <dd data-testid="name">{user.fullName}</dd>
      </div>
    </dl>
  );
}
