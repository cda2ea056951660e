import type { QueryKey } from '@tanstack/react-query';

/** Where the query cache is persisted on the device (localStorage; query-persistence.ts writes it). */
export const QUERY_CACHE_KEY = 'campus-erp-query-cache';

/**
 * The kinds of query persisted on the device so that screens open offline: public reference data (the college, exam
 * titles, lookup lists, the lists the college keeps) and the result sheets a visitor looked up. A query is persisted only when its key starts with one of
 * these; everything else (lists of people, a user's own records, dashboards) stays in memory and leaves with the page
 * or the sign-out, so a shared device keeps none of it. A new kind is persisted only once it is added here.
 */
const OFFLINE_QUERY_KINDS: readonly (readonly string[])[] = [
  ['results', 'titles'],
  ['results', 'sheet'],
  ['lookups'],
  ['academicLists'],
  ['college', 'profile'],
  ['home', 'contact'],
  ['home', 'logo'],
  ['users', 'departments'],
  ['achievements', 'departments'],
  ['alumni', 'degrees'],
  ['alumni', 'batches'],
  ['alumni', 'branches'],
];

/** Whether a query of this key is of a kind persisted on the device. */
export function isOfflineQuery(queryKey: QueryKey): boolean {
  return OFFLINE_QUERY_KINDS.some((kind) => kind.every((part, i) => queryKey[i] === part));
}

/** For the persister: a query is written to the device when it holds data and is of a kind persisted there. */
export const shouldPersistQuery = (query: { queryKey: QueryKey; state: { status: string } }): boolean =>
  query.state.status === 'success' && isOfflineQuery(query.queryKey);
