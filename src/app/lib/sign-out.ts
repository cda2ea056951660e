import { deleteDraftsOf } from './form-drafts';
import { authApi } from './http';
import { currentUser } from './session';

/** Ends the session on the server (which clears both cookies) and goes home (§2 logout icon). */
export async function signOutAndLeave(): Promise<void> {
  const user = currentUser()?.username;
  // Unsaved admission forms of this clerk stay on no shared device (issue 9 §8).
  if (user) await deleteDraftsOf(user).catch(() => undefined);
  try {
    await authApi.post('logout', { json: {} });
  } finally {
    document.cookie = 'erpUser=; Max-Age=0; path=/';
    sessionStorage.clear();
    window.location.assign('/');
  }
}
