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
  close(): Promise<void>;
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
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 20 });
    // An idle connection the server closes (a restart, a failover, a dropped test database) must not crash the
    // process: the pool drops that client and opens a new one on the next query.
    pool.on('error', () => undefined);
    db = drizzlePg(pool, { schema });
    await migrateAlone(pool, () => migratePg(db, { migrationsFolder }));
    kind = 'postgres';
    close = () => pool.end();
  } else {
    // Loaded only for the embedded database: the engine's WebAssembly module costs a PostgreSQL server ~40 MB.
    const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    const startParams = [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${target.sharedBuffers ?? PGLITE_SHARED_BUFFERS_DEFAULT}`,
    ];
    const client = target.dataDir
      ? new PGlite(target.dataDir, { startParams })
      : new PGlite({ startParams, loadDataDir: target.loadDataDir });
    const liteDb = drizzlePglite(client, { schema });
    await migratePglite(liteDb, { migrationsFolder });
    // Both drivers expose the same query builder; one type keeps services driver-agnostic.
    db = liteDb as unknown as Database;
    kind = 'pglite';
    close = () => client.close();
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
    close,
  };
}
