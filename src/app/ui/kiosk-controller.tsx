import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { isKioskMode, subscribeToKioskMode } from '../lib/kiosk';

interface Props {
  /** Ends the signed-in session and goes home (the dashboards feature's sign-out). */
  signOut: () => Promise<void>;
}

// Loaded only when kiosk mode is on: every other device's first load leaves the idle timer and its notice out.
const KioskIdleGuard = lazy(() => import('./kiosk-idle-guard').then((m) => ({ default: m.KioskIdleGuard })));

/** Kiosk mode (admission desks): `kiosk` class on <html>, full screen on a gesture, reset after 90 s idle. */
export function KioskController({ signOut }: Props) {
  const on = useSyncExternalStore(subscribeToKioskMode, isKioskMode, () => false);
  useEffect(() => {
    document.documentElement.classList.toggle('kiosk', on);
    return () => document.documentElement.classList.remove('kiosk');
  }, [on]);
  return on ? (
    <Suspense fallback={null}>
      <KioskIdleGuard signOut={signOut} />
    </Suspense>
  ) : null;
}
