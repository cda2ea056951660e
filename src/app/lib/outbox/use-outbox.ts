import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { outbox, outboxOwner } from './outbox';
import type { OutboxItem } from './outbox-item';

/** A Dexie live query as React state: re-read whenever the outbox changes (in this page or in the worker). */
function useLive<T>(query: () => Promise<T>, initial: T, key: string): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({ next: setValue, error: () => undefined });
    // The worker's writes reach this page's live query only through IndexedDB: poll while the page is open.
    const timer = window.setInterval(() => void query().then(setValue), 2000);
    return () => {
      subscription.unsubscribe();
      window.clearInterval(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the query
  }, [key]);
  return value;
}

/** The signed-in user's outbox items, newest first. */
export function useOutboxItems(): OutboxItem[] | undefined {
  const owner = outboxOwner() ?? '';
  return useLive<OutboxItem[] | undefined>(() => (owner ? outbox.items(owner) : Promise.resolve([])), undefined, owner);
}

/** How many of the signed-in user's items are not sent yet (the header badge). */
export function useOutboxPendingCount(): number {
  const owner = outboxOwner() ?? '';
  return useLive(() => (owner ? outbox.pendingCount(owner) : Promise.resolve(0)), 0, owner);
}
