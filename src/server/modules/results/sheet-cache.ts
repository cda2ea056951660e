import { LRUCache } from 'lru-cache';
import type { ResultSheet } from '../../../domain/results/result-sheet';
import type { resultsService } from './service';

type ResultsService = ReturnType<typeof resultsService>;

/**
 * Published results change rarely (a revaluation), while result day brings the same lookups again and
 * again; each replica keeps recent sheets (and misses) in memory for a few minutes, so a revaluation shows
 * within RESULTS_CACHE_TTL_MS. Nothing else depends on this memory: replicas stay interchangeable.
 */
export function withSheetCache(service: ResultsService, ttlMs: number, max: number): ResultsService {
  if (ttlMs === 0) return service;
  const cache = new LRUCache<string, { sheet: ResultSheet | null }>({ max, ttl: ttlMs });
  return {
    ...service,
    async resultSheet(examTitle, rollNo) {
      const key = `${examTitle}\u0000${rollNo}`;
      const hit = cache.get(key);
      if (hit) return hit.sheet;
      const sheet = await service.resultSheet(examTitle, rollNo);
      cache.set(key, { sheet });
      return sheet;
    },
  };
}
