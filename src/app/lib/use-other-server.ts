import { useSyncExternalStore } from 'react';
import { otherServerAddress } from './config';

// Another tab changing the address (Developer Options there) shows here too.
function subscribe(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** React: the other server this device calls (Developer Options), or null; none while the server renders a page. */
export const useOtherServerAddress = (): string | null =>
  useSyncExternalStore(subscribe, otherServerAddress, () => null);
