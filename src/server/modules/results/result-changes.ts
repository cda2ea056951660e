import type { DatabaseHandle } from '../../db/client';
import { RESULTS_CHANNEL } from './results-store';
import type { CachedResults, ResultChangeSignal } from './sheet-cache';

/**
 * The replica's side: until its listening connection is up the signal says "not listening", so the cache reads
 * through; every notification (and every loss or reconnection of that connection) empties the cache, and one that
 * names a title (a publication, a revaluation decision) reads that title's sheets into it again. A failed warm-up
 * leaves lookups to read through, as they would have anyway.
 */
export function listenForResultChanges(
  database: DatabaseHandle,
  results: () => CachedResults,
  onWarmFailure: (err: unknown) => void = () => undefined,
): ResultChangeSignal {
  let signal: { listening(): boolean } | null = null;
  database
    .listen(RESULTS_CHANNEL, (examTitle) => {
      results().forget();
      if (examTitle) results().warm(examTitle).catch(onWarmFailure);
    })
    .then((s) => (signal = s))
    .catch(() => undefined);
  return { listening: () => signal?.listening() ?? false };
}
