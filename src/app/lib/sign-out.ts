import { authApi } from './http';

/** Ends the session on the server (which clears both cookies) and goes home (§2 logout icon). */
export async function signOutAndLeave(): Promise<void> {
  try {
    await authApi.post('logout', { json: {} });
  } finally {
    document.cookie = 'erpUser=; Max-Age=0; path=/';
    sessionStorage.clear();
    window.location.assign('/');
  }
}
