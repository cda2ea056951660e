import { deleteDraftsOf } from './offline/form-drafts';
import { authApi } from './http';
import { currentUser } from './session';

/** Our words: items stay on the device for their owner and are never sent for anyone else. */
const waitingWarning = (n: number) =>
  `${n === 1 ? 'One submission has' : `${n} submissions have`} not been sent yet. They stay on this device and are sent when you sign in again with a connection; nobody else who signs in here will see or send them.`;

/** Asks before signing out while this user's outbox still holds unsent submissions. */
async function confirmWithWaitingItems(): Promise<boolean> {
  // The outbox (and Dexie) load on the way out, not with the header that offers the sign-out.
  const { outbox, outboxOwner } = await import('./offline/outbox/outbox');
  const owner = outboxOwner();
  const pending = owner ? await outbox.pendingCount(owner).catch(() => 0) : 0;
  if (pending === 0) return true;
  // Ionic's alert only when there is something to ask (and never at import: tests run this file in Node).
  const { alertController, defineAlert } = await import('../ui/ionic-overlays');
  defineAlert();
  const alert = await alertController.create({
    header: 'Submissions waiting',
    message: waitingWarning(pending),
    buttons: [
      { text: 'Stay signed in', role: 'cancel' },
      { text: 'Sign out', role: 'confirm' },
    ],
  });
  await alert.present();
  const { role } = await alert.onDidDismiss();
  return role === 'confirm';
}

/**
 * Ends the session on the server (which clears both cookies) and goes home (§2 logout icon). A kiosk's idle
 * sign-out does not ask: outbox items stay keyed to their owner either way. Unsaved admission forms of this
 * clerk and every personal list, payment and receipt the device held leave with the session (forget-personal-data.ts).
 */
export async function signOutAndLeave({ ask = true }: { ask?: boolean } = {}): Promise<void> {
  if (ask && !(await confirmWithWaitingItems())) return;
  const user = currentUser()?.username;
  if (user) await deleteDraftsOf(user).catch(() => undefined);
  try {
    await authApi.post('logout', { json: {} });
  } finally {
    // Loaded on the way out, as the outbox is: the header that offers the sign-out needs none of it.
    await import('./offline/forget-personal-data')
      .then(({ forgetPersonalData }) => forgetPersonalData(user ?? null))
      .catch(() => undefined);
    document.cookie = 'erpUser=; Max-Age=0; path=/';
    window.location.assign('/');
  }
}
