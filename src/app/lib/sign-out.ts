import { deleteDraftsOf } from './form-drafts';
import { authApi } from './http';
import { offlineStore } from './offline-store';
import { currentUser } from './session';

/** Our words: items stay on the device for their owner and are never sent for anyone else. */
const waitingWarning = (n: number) =>
  `${n === 1 ? 'One submission has' : `${n} submissions have`} not been sent yet. They stay on this device and are sent when you sign in again with a connection; nobody else who signs in here will see or send them.`;

/** Asks before signing out while this user's outbox still holds unsent submissions. */
async function confirmWithWaitingItems(): Promise<boolean> {
  // The outbox (and Dexie) load on the way out, not with the header that offers the sign-out (issue 12).
  const { outbox, outboxOwner } = await import('./outbox/outbox');
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

/** Payments and receipts kept on the device are personal: they go with the session (a shared computer). */
async function forgetPersonalCopies(): Promise<void> {
  const db = await offlineStore();
  await Promise.all([db.paymentHistories.clear(), db.feeReceipts.clear()]);
}

/**
 * Ends the session on the server (which clears both cookies) and goes home (§2 logout icon). A kiosk's idle
 * sign-out does not ask: outbox items stay keyed to their owner either way. Unsaved admission forms of this
 * clerk and the payment copies leave with the session (issue 9 §8, issue 10 §8).
 */
export async function signOutAndLeave({ ask = true }: { ask?: boolean } = {}): Promise<void> {
  if (ask && !(await confirmWithWaitingItems())) return;
  const user = currentUser()?.username;
  if (user) await deleteDraftsOf(user).catch(() => undefined);
  try {
    await authApi.post('logout', { json: {} });
  } finally {
    await forgetPersonalCopies().catch(() => undefined);
    document.cookie = 'erpUser=; Max-Age=0; path=/';
    sessionStorage.clear();
    window.location.assign('/');
  }
}
