import type { DatabaseHandle } from '../../db/client';
import { RESULTS_CHANNEL } from './results-store';
import type { CachedResults, ResultChangeSignal } from './sheet-cache';

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
