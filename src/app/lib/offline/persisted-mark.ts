import { storedList } from '../stored-list';

/**
 * Which answers the device already holds, by fingerprint, kept in localStorage: a page the server renders comes with
 * the same lookup lists and college profile on every visit, and persisting them again would load the device store
 * (Dexie, ~100 KB) each time for nothing. Each entry is `table`, query hash and the fingerprint of the copy.
 *
 * Invariant: an entry, when present, is the fingerprint of the copy the device holds for that query. So an entry is
 * removed before its copy is written and set only once the write has succeeded; a table is unmarked before it is
 * cleared; a device store created afresh (its database deleted) starts unmarked (offline-db.ts); and an unknown,
 * damaged or refused mark reads as empty. An entry may be missing (it costs one write again), never wrong (that
 * would lose an offline copy).
 */
const mark = storedList('campus-erp-persisted');
const SEPARATOR = '\t'; // never inside a query hash: JSON writes a tab as \t

const entryOf = (table: string, queryHash: string) => `${table}${SEPARATOR}${queryHash}${SEPARATOR}`;

/** A short fingerprint of a value (FNV-1a over its JSON, 32 bits): equal values give equal prints. */
export function fingerprint(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${text.length}:${(hash >>> 0).toString(36)}`;
}

/** Whether the device holds this very copy (same fingerprint) for the query. */
export function isPersisted(table: string, queryHash: string, print: string): boolean {
  return (mark.read() ?? []).includes(entryOf(table, queryHash) + print);
}

/** Before a copy is written: the query is no longer known to be persisted. */
export function unmarkPersisted(table: string, queryHash: string): void {
  const entries = mark.read();
  const entry = entryOf(table, queryHash);
  if (entries?.some((e) => e.startsWith(entry))) mark.write(entries.filter((e) => !e.startsWith(entry)));
}

/** After a copy was written: the device holds `print` for the query. */
export function markPersisted(table: string, queryHash: string, print: string): void {
  const entry = entryOf(table, queryHash);
  mark.write([...(mark.read() ?? []).filter((e) => !e.startsWith(entry)), entry + print]);
}

/** Before a table is cleared (sign-out): none of its copies is known any more. */
export function unmarkTable(table: string): void {
  const entries = mark.read();
  if (entries?.some((e) => e.startsWith(table + SEPARATOR)))
    mark.write(entries.filter((e) => !e.startsWith(table + SEPARATOR)));
}

/** A device store created afresh holds nothing: no entry may say otherwise. */
export function unmarkAll(): void {
  mark.write([]);
}
