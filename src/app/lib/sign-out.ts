import { deleteDraftsOf } from './form-drafts';
import { authApi } from './http';
import { currentUser } from './session';
import { offlineStore } from './offline-store';

/** Payments and receipts kept on the device are personal: they go with the session (a shared computer). */
async function forgetPersonalCopies(): Promise<void> {
  const db = await offlineStore();
  await Promise.all([db.paymentHistories.clear(), db.feeReceipts.clear()]);
}

/** Ends the session on the server (which clears both cookies) and goes home (§2 logout icon). */
export async function signOutAndLeave(): Promise<void> {
  const user = currentUser()?.username;
  // Unsaved admission forms of this clerk stay on no shared device (issue 9 §8).
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
