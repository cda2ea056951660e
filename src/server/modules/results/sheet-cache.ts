import { LRUCache } from 'lru-cache';
import type { ResultSheet } from '../../../domain/results/result-sheet';
import { encodeAhead } from '../../http/send-json';
import type { resultsStore } from './results-store';

type ResultsStore = ReturnType<typeof resultsStore>;

/** Whether the replica hears every publication and withdrawal (`results_changed`, see result-changes.ts). */
export interface ResultChangeSignal {
  listening(): boolean;
}

export interface CachedResults extends ResultsStore {
  /** Forgets every kept sheet and miss: a publication, a withdrawal or a revaluation happened somewhere. */
  forget(): void;
  /**
   * Reads a title's sheets ahead of their lookups, a batch at a time, into the memory lookups answer from (as many as
   * it holds), serialized and compressed as an answer sends them. Stops when anything is forgotten meanwhile.
   */
  warm(examTitle: string): Promise<number>;
}

/** Sheets read per statement while warming: small enough that a lookup waits on no batch for long. */
export const WARM_BATCH = 200;
/**
 * Sheets serialized and compressed between two turns of the event loop while warming (a few milliseconds): lookups
 * that arrive meanwhile are answered between slices. Compressing on libuv's thread pool instead made the reading wait
 * behind the publication's mails being written to the outbox, which share that pool.
 */
const WARM_SLICE = 25;

/**
 * Published results change rarely, while result day brings the same lookups again and again; each replica keeps
 * recent sheets (and misses) in memory for up to RESULTS_CACHE_TTL_MS. Every replica forgets them the moment any
 * replica publishes or withdraws an exam (PostgreSQL NOTIFY on `results_changed`, heard by `forget`); while a
 * replica is not listening (starting, or its listening connection lost) it reads through instead, so a stale sheet
 * is never served. A publication also names its title, and each replica reads that title's sheets at once (`warm`),
 * so a student's first lookup costs what the hundredth does. Nothing else depends on this memory: replicas stay
 * interchangeable.
 */
export function withSheetCache(
  service: ResultsStore,
  ttlMs: number,
  max: number,
  signal: ResultChangeSignal = { listening: () => true },
): CachedResults {
  if (ttlMs === 0) return { ...service, forget: () => undefined, warm: () => Promise.resolve(0) };
  const cache = new LRUCache<string, { sheet: ResultSheet | null }>({ max, ttl: ttlMs });
  const keyOf = (examTitle: string, rollNo: string) => `${examTitle}\u0000${rollNo}`;
  /** Counts what is forgotten: a sheet read before a change is not kept after it. */
  let generation = 0;
  return {
    ...service,
    forget: () => {
      generation += 1;
      cache.clear();
    },
    async resultSheet(examTitle, rollNo) {
      if (!signal.listening()) return service.resultSheet(examTitle, rollNo);
      const key = keyOf(examTitle, rollNo);
      const hit = cache.get(key);
      if (hit) return hit.sheet;
      const readIn = generation;
      const sheet = await service.resultSheet(examTitle, rollNo);
      if (readIn === generation) cache.set(key, { sheet });
      return sheet;
    },
    async warm(examTitle) {
      const readIn = generation;
      let warmed = 0;
      let after = 0;
      while (warmed < max && signal.listening()) {
        const limit = Math.min(WARM_BATCH, max - warmed);
        const batch = await service.sheetsOfTitle(examTitle, after, limit);
        if (readIn !== generation || batch.length === 0) break;
        for (const [i, { rollNo, sheet }] of batch.entries()) {
          if (sheet) encodeAhead(sheet);
          cache.set(keyOf(examTitle, rollNo), { sheet });
          if (i % WARM_SLICE === WARM_SLICE - 1) await new Promise(setImmediate);
        }
        warmed += batch.length;
        after = batch.at(-1)!.studentId;
        if (batch.length < limit) break;
      }
      return warmed;
    },
  };
}
