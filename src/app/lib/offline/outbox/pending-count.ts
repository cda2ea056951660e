import { useEffect, useState } from 'react';
import { loadThen, runWhenIdle } from '../../idle-jobs';
import { OUTBOX_QUEUED_EVENT, isMarkChange, mayHaveWaiting, outboxOwner } from './waiting-mark';

/**
 * How many of the signed-in user's submissions are not sent yet, for the header's Outbox badge. The outbox and its
 * device store (Dexie) load once the page is idle, and only when the user may have something waiting on this device
 * (waiting-mark.ts), so rendering the header never waits for them and most openings never load them; the
 * count is 0 until then. Loading it also sends what the user left waiting (use-outbox.ts followPendingCount). A
 * submission queued later in this page (or in another tab) starts the following then.
 */
export function useOutboxPendingCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const owner = outboxOwner();
    if (!owner) return;
    let stop: (() => void) | null = null;
    let unmounted = false;
    let started = false;
    const onStorage = (event: StorageEvent) => {
      if (isMarkChange(event)) void mayHaveWaiting(owner).then((may) => may && follow());
    };
    function follow() {
      if (started) return;
      started = true;
      window.removeEventListener(OUTBOX_QUEUED_EVENT, follow);
      window.removeEventListener('storage', onStorage);
      runWhenIdle([
        loadThen(
          () => import('./use-outbox'),
          ({ followPendingCount }) => {
            if (!unmounted) stop = followPendingCount(setCount);
          },
        ),
      ]);
    }
    window.addEventListener(OUTBOX_QUEUED_EVENT, follow);
    window.addEventListener('storage', onStorage);
    void mayHaveWaiting(owner).then((may) => may && !unmounted && follow());
    return () => {
      unmounted = true;
      window.removeEventListener(OUTBOX_QUEUED_EVENT, follow);
      window.removeEventListener('storage', onStorage);
      stop?.();
    };
  }, []);
  return count;
}
