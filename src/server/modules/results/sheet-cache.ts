import { LRUCache } from 'lru-cache';
import type { ResultSheet } from '../../../domain/results/result-sheet';
import type { resultsStore } from './results-store';

type ResultsStore = ReturnType<typeof resultsStore>;

/** Whether the replica hears every publication and withdrawal (`results_changed`, see result-changes.ts). */
export interface ResultChangeSignal {
  listening(): boolean;
}

export interface CachedResults extends ResultsStore {
  /** Forgets every kept sheet and miss: a publication, a withdrawal or a revaluation happened somewhere. */
  forget(): void;
}

/**
 * Published results change rarely, while result day brings the same lookups again and again; each replica keeps
 * recent sheets (and misses) in memory for up to RESULTS_CACHE_TTL_MS. Every replica forgets them the moment any
 * replica publishes or withdraws an exam (PostgreSQL NOTIFY on `results_changed`, heard by `forget`); while a
 * replica is not listening (starting, or its listening connection lost) it reads through instead, so a stale sheet
 * is never served. Nothing else depends on this memory: replicas stay interchangeable.
 */
export function withSheetCache(
  service: ResultsStore,
  ttlMs: number,
  max: number,
  signal: ResultChangeSignal = { listening: () => true },
): CachedResults {
  if (ttlMs === 0) return { ...service, forget: () => undefined };
  const cache = new LRUCache<string, { sheet: ResultSheet | null }>({ max, ttl: ttlMs });
  return {
    ...service,
    forget: () => cache.clear(),
    async resultSheet(examTitle, rollNo) {
      if (!signal.listening()) return service.resultSheet(examTitle, rollNo);
      const key = `${examTitle}\u0000${rollNo}`;
      const hit = cache.get(key);
      if (hit) return hit.sheet;
      const sheet = await service.resultSheet(examTitle, rollNo);
      cache.set(key, { sheet });
      return sheet;
    },
  };
}
