import { IonButton, IonIcon, IonList } from '@ionic/react';
import { keyOutline, logOutOutline, peopleOutline, personAddOutline, schoolOutline } from 'ionicons/icons';
import { LOGIN_CREATOR_ROLES, USER_ADMIN_ROLES, hasAnyRole } from '../../../domain/auth/access';
import { currentUser } from '../../lib/session';
import { LinkItem } from '../../ui/link-item';
import { PageFrame } from '../../ui/page-frame';
import { signOutAndLeave } from './sign-out-and-leave';

interface Action {
  to: string;
  label: string;
  icon: string;
  roles?: readonly string[];
}

// What exists in the product so far; each role sees only what the server's permission table lets it call.
const ACTIONS: readonly Action[] = [
  { to: '/examresults', label: 'Exam Results', icon: schoolOutline },
  { to: '/ResetLoginPassword', label: 'Change Password', icon: keyOutline },
  { to: '/createLogins', label: 'Create Logins', icon: peopleOutline, roles: LOGIN_CREATOR_ROLES },
  { to: '/app/Create User', label: 'Create User', icon: personAddOutline, roles: USER_ADMIN_ROLES },
];

/** The signed-in home of a role's landing route (§2): who is signed in and what they can open. */
export function RoleHomeScreen({ title }: { title: string }) {
  const user = currentUser();
  if (!user) return null;
  const actions = ACTIONS.filter((a) => !a.roles || hasAnyRole(user.roles, a.roles));
  return (
    <PageFrame title={title}>
      <dl className="identity" aria-label="Signed in as">
        <div><dt>LOGIN ID</dt><dd data-testid="login-id">{user.username}</dd></div>
        <div><dt>ROLE</dt><dd data-testid="role">{(user.roles[0] ?? '').replace(/^ROLE_/, '')}</dd></div>
        <div><dt>NAME</dt><dd data-testid="name">{user.fullName}</dd></div>
      </dl>
      <IonList lines="full" className="title-list">
        {actions.map((a) => <LinkItem key={a.to} href={encodeURI(a.to)} label={a.label} icon={a.icon} />)}
      </IonList>
      <IonButton fill="outline" onClick={() => void signOutAndLeave()}>
        <IonIcon icon={logOutOutline} slot="start" aria-hidden="true" />
        Log Out
      </IonButton>
    </PageFrame>
  );
}
