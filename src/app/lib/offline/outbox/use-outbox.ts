import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { outbox, outboxOwner, startOutbox } from './outbox';
import type { OutboxItem } from './outbox-item';
import { noteCount } from './waiting-mark';

/**
 * Follows a Dexie live query: `onValue` whenever the outbox changes (in this page or in the worker). Returns the way
 * to stop following it.
 */
function follow<T>(query: () => Promise<T>, onValue: (value: T) => void): () => void {
  const subscription = liveQuery(query).subscribe({ next: onValue, error: () => undefined });
  // The worker's writes reach this page's live query only through IndexedDB: poll while the page is open.
  const timer = window.setInterval(() => void query().then(onValue), 2000);
  return () => {
    subscription.unsubscribe();
    window.clearInterval(timer);
  };
}

/** A Dexie live query as React state. */
function useLive<T>(query: () => Promise<T>, initial: T, key: string): T {
  const [value, setValue] = useState<T>(initial);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the query
  useEffect(() => follow(query, setValue), [key]);
  return value;
}

/** The signed-in user's outbox items, newest first. */
export function useOutboxItems(): OutboxItem[] | undefined {
  const owner = outboxOwner() ?? '';
  return useLive<OutboxItem[] | undefined>(() => (owner ? outbox.items(owner) : Promise.resolve([])), undefined, owner);
}

/**
 * For the header badge (pending-count.ts loads this module when the page is idle): sends what the signed-in user
 * left waiting (after every sign-in, and whenever the device comes back online), then follows how many of their
 * items are not sent yet. Returns the way to stop following.
 */
export function followPendingCount(onCount: (count: number) => void): () => void {
  startOutbox();
  const owner = outboxOwner() ?? '';
  return follow(
    () => (owner ? outbox.pendingCount(owner) : Promise.resolve(0)),
    (count) => {
      if (owner) noteCount(owner, count);
      onCount(count);
    },
  );
}
