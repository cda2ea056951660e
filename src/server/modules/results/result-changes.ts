import type { DatabaseHandle } from '../../db/client';
import { PdfQueueFull, type PdfThreads } from '../../pdf/pdf-pool';
import { RESULTS_CHANNEL } from './results-store';
import type { CachedResults, ResultChangeSignal } from './sheet-cache';

/**
 * The replica's side: until its listening connection is up the signal says "not listening", so the cache reads
 * through; every notification (and every loss or reconnection of that connection) empties the cache, and one that
 * names a title (a publication, a revaluation decision) reads that title's sheets into it again. A failed warm-up
 * leaves lookups to read through, as they would have anyway. A publication also starts a PDF thread with the result
 * sheet's builder loaded, so the first students' PDFs do not wait for it.
 */
export function listenForResultChanges(
  database: DatabaseHandle,
  results: () => CachedResults,
  pdfs: PdfThreads,
  onWarmFailure: (err: unknown) => void = () => undefined,
): ResultChangeSignal {
  let signal: { listening(): boolean } | null = null;
  database
    .listen(RESULTS_CHANNEL, (examTitle) => {
      results().forget();
      if (!examTitle) return;
      results().warm(examTitle).catch(onWarmFailure);
      pdfs.build({ kind: 'warm' }).catch((err: unknown) => {
        if (!(err instanceof PdfQueueFull)) onWarmFailure(err);
      });
    })
    .then((s) => (signal = s))
    .catch(() => undefined);
  return { listening: () => signal?.listening() ?? false };
}
