import { useEffect, useState } from 'react';
import { loadThen, runWhenIdle } from '../idle-jobs';

/**
 * How many of the signed-in user's submissions are not sent yet, for the header's Outbox badge. The outbox and its
 * device store (Dexie) load once the page is idle, so drawing the header never waits for them (issue 12); the count
 * is 0 until then. Loading it also sends what the user left waiting (use-outbox.ts followPendingCount).
 */
export function useOutboxPendingCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let unmounted = false;
    runWhenIdle([
      loadThen(
        () => import('./use-outbox'),
        ({ followPendingCount }) => {
          if (!unmounted) stop = followPendingCount(setCount);
        },
      ),
    ]);
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
  return count;
}
