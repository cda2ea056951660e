import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, NotifyChannel } from '../../db/client';
import type { CachedResults, ResultChangeSignal } from './sheet-cache';

/** The channel a publication or withdrawal is announced on, to every replica of the same database. */
export const RESULTS_CHANNEL: NotifyChannel = 'results_changed';

/**
 * Announces that published results changed. Called inside the transaction that changes them: PostgreSQL delivers
 * the notification when that transaction commits, and never when it rolls back.
 */
export async function announceResultsChanged(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${RESULTS_CHANNEL}, '')`);
}

/**
 * The replica's side: until its listening connection is up the signal says "not listening", so the cache reads
 * through; every notification (and every loss or reconnection of that connection) empties the cache.
 */
export function listenForResultChanges(database: DatabaseHandle, results: () => CachedResults): ResultChangeSignal {
  let signal: { listening(): boolean } | null = null;
  database
    .listen(RESULTS_CHANNEL, () => results().forget())
    .then((s) => (signal = s))
    .catch(() => undefined);
  return { listening: () => signal?.listening() ?? false };
}
