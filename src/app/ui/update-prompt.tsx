import { useEffect, useSyncExternalStore } from 'react';
import { applyUpdate, isUpdateWaiting, subscribeToUpdate } from '../lib/service-worker';
import { showToast } from './toast';

/** Offers the new version when one has been deployed; the user chooses when to reload. */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting, () => false);
  useEffect(() => {
    if (waiting) {
      void showToast('A new version of the app is available.', {
        duration: 0,
        buttons: [
          { text: 'Reload', handler: applyUpdate },
          { text: 'Later', role: 'cancel' },
        ],
      });
    }
  }, [waiting]);
  return null;
}
