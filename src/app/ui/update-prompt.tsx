import { IonToast } from '@ionic/react';
import { useState, useSyncExternalStore } from 'react';
import { applyUpdate, isUpdateWaiting, subscribeToUpdate } from '../lib/service-worker';

/** Offers the new version when one has been deployed; the user chooses when to reload. */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting, () => false);
  const [dismissed, setDismissed] = useState(false);
  return (
    <IonToast
      isOpen={waiting && !dismissed}
      position="top"
      message="A new version of the app is available."
      buttons={[
        { text: 'Reload', handler: applyUpdate },
        { text: 'Later', role: 'cancel', handler: () => setDismissed(true) },
      ]}
    />
  );
}
