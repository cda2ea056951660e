import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';

export type Database = ReturnType<typeof drizzlePg<typeof schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** True when the database has no college yet: a first start. */
  isEmpty(): Promise<boolean>;
  ping(): Promise<boolean>;
  /**
   * Calls `onNotify` with the payload of each `NOTIFY channel` any process sends (on commit of the sender's
   * transaction), and with an empty payload whenever the listening connection is lost or made again, since
   * notifications may have been missed then.
   * `listening()` is false while no connection listens (at start, after a loss, until a reconnect): a cache that
   * depends on the notifications then reads through. Ended by `close()`.
   */
  listen(channel: NotifyChannel, onNotify: (payload: string) => void): Promise<{ listening(): boolean }>;
  close(): Promise<void>;
}

/** The channels processes notify one another on: a constant list, so a channel name is never built from input. */
export type NotifyChannel = 'results_changed';

/** How long a lost listening connection waits before it is made again. */
const RELISTEN_MS = 1_000;

/** A PostgreSQL connection of its own that listens on `channel`, made again after a loss. */
function postgresListener(url: string, channel: NotifyChannel, onNotify: (payload: string) => void) {
  let closed = false;
  let listening = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const lost = () => {
    listening = false;
    client = null;
    onNotify('');
    if (!closed && !retry) {
      retry = setTimeout(() => {
        retry = null;
        void connect();
      }, RELISTEN_MS);
      retry.unref();
    }
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('error', () => undefined);
    c.on('notification', (m) => {
      if (m.channel === channel) onNotify(m.payload ?? '');
    });
    c.on('end', () => {
      if (client === c) lost();
    });
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
      if (closed) return void (await c.end().catch(() => undefined));
      client = c;
      listening = true;
      onNotify('');
    } catch {
      await c.end().catch(() => undefined);
      if (!closed) lost();
    }
  };
  return {
    started: connect(),
    listening: () => listening,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      listening = false;
      await c?.end().catch(() => undefined);
    },
  };
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PostgreSQL's shared buffers inside an embedded (PGlite) server. PGlite's own default, 128MB, is allocated in the
 * process's WebAssembly memory at start (measured: a seeded data folder opens in 353 MB of resident memory with
 * 128MB, 236 MB with 16MB); the operating system's file cache still holds the data files.
 */
export const PGLITE_SHARED_BUFFERS_DEFAULT = '32MB';

/** The session-level advisory lock held while a process migrates (any constant both replicas agree on). */
const MIGRATION_LOCK = 7_402_118_305;

/**
 * Replicas starting together would each apply the same pending migration and all but one fail on it; the
 * lock lets one migrate while the others wait, then find nothing left to do.
 */
async function migrateAlone(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    // A connection that could not unlock is closed rather than pooled: closing it frees the lock.
    const unlocked = await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).then(
      () => true,
      () => false,
    );
    holder.release(!unlocked);
  }
}

export type DatabaseTarget =
  | { url: string }
  | {
      dataDir: string | null;
      sharedBuffers?: string;
      /** An in-memory PGlite starts from this dump (PGlite's dumpDataDir) instead of an empty cluster. */
      loadDataDir?: Blob;
    };

/** Opens PGlite (persisted in dataDir, or in memory for null) or a PostgreSQL server, then migrates. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  let db: Database;
  let kind: DatabaseHandle['kind'];
  let close: () => Promise<void>;
  let listen: DatabaseHandle['listen'];
  const listeners: { close(): Promise<void> }[] = [];
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 20 });
    // An idle connection the server closes (a restart, a failover, a dropped test database) must not crash the
    // process: the pool drops that client and opens a new one on the next query.
    pool.on('error', () => undefined);
    db = drizzlePg(pool, { schema });
    await migrateAlone(pool, () => migratePg(db, { migrationsFolder }));
    kind = 'postgres';
    close = () => pool.end();
    listen = async (channel, onNotify) => {
      const listener = postgresListener(target.url, channel, onNotify);
      listeners.push(listener);
      await listener.started;
      return listener;
    };
  } else {
    // Loaded only for the embedded database: the engine's WebAssembly module costs a PostgreSQL server ~40 MB.
    const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }, { withNamedReads }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
      import('./pglite-named-reads'),
    ]);
    const startParams = [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${target.sharedBuffers ?? PGLITE_SHARED_BUFFERS_DEFAULT}`,
    ];
    const client = target.dataDir
      ? new PGlite(target.dataDir, { startParams })
      : new PGlite({ startParams, loadDataDir: target.loadDataDir });
    const liteDb = drizzlePglite(withNamedReads(client), { schema });
    await migratePglite(liteDb, { migrationsFolder });
    // Both drivers expose the same query builder; one type keeps services driver-agnostic.
    db = liteDb as unknown as Database;
    kind = 'pglite';
    close = () => client.close();
    // One process owns an embedded database: its notifications reach its own listeners, which never lose them.
    listen = async (channel, onNotify) => {
      const unlisten = await client.listen(channel, (payload) => onNotify(payload));
      listeners.push({ close: () => unlisten() });
      return { listening: () => true };
    };
  }
  return {
    db,
    kind,
    async isEmpty() {
      const rows = await db.select({ id: schema.colleges.id }).from(schema.colleges).limit(1);
      return rows.length === 0;
    },
    async ping() {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    listen,
    async close() {
      await Promise.all(listeners.splice(0).map((l) => l.close().catch(() => undefined)));
      await close();
    },
  };
}
