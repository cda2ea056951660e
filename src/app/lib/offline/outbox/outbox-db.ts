import Dexie, { type EntityTable } from 'dexie';
import { OUTBOX_DB_NAME } from './outbox-db-name';
import type { OutboxItem } from './outbox-item';

/** The outbox's own IndexedDB database, opened by the page and by the service worker alike. */
export function openOutboxDb(name = OUTBOX_DB_NAME) {
  const db = new Dexie(name) as Dexie & { items: EntityTable<OutboxItem, 'id'> };
  db.version(1).stores({ items: 'id, owner, [owner+state], idempotencyKey, createdAt' });
  return db;
}
export type OutboxDb = ReturnType<typeof openOutboxDb>;
