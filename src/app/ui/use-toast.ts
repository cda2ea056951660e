import { useIonToast } from '@ionic/react';
import { useCallback } from 'react';
import { TOAST_DURATION_MS } from '../lib/config';

/** §8: toasts appear at the top centre for 5000 ms. */
export function useToast() {
  const [present] = useIonToast();
  return useCallback(
    (message: string, tone: 'danger' | 'success' | 'medium' = 'medium') =>
      void present({ message, duration: TOAST_DURATION_MS, position: 'top', color: tone, cssClass: 'app-toast' }),
    [present],
  );
}
