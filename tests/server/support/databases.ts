import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { seedDemoCollege, type SeedOptions } from '../../../src/server/demo/college';
import { TEMPLATE_SEEDS, type TemplateName } from './database-templates';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether a PostgreSQL server answers at TEST_DATABASE_URL (or the local default). */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface TestDatabase {
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server (nothing migrated): its URL, and how to drop it. */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `campus_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const cleanup = new pg.Client({ connectionString: POSTGRES_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The PGlite dump the global setup made for this template (database-templates.ts), if it ran. */
function templateDump(name: TemplateName): Blob | undefined {
  const file = inject('pgliteTemplates')?.[name];
  return file ? new Blob([readFileSync(file)]) : undefined;
}

async function openPglite(dump: Blob | undefined): Promise<TestDatabase> {
  // Migrating runs as on any start: on a loaded template it finds nothing to do.
  const handle = await openDatabase({ dataDir: null, loadDataDir: dump });
  return { handle, drop: () => handle.close() };
}

/** A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function freshDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'pglite') return openPglite(templateDump('migrated'));
  const empty = await emptyPostgresDatabase();
  const handle = await openDatabase({ url: empty.url });
  return {
    handle,
    async drop() {
      await handle.close();
      await empty.drop();
    },
  };
}

/**
 * A fresh database holding the demo college (seedDemoCollege with these options). PGlite starts from the seeded
 * template when the global setup made one for the same options, else it is seeded here.
 */
export async function seededDatabase(kind: 'pglite' | 'postgres', options: SeedOptions): Promise<TestDatabase> {
  const template = (Object.keys(TEMPLATE_SEEDS) as TemplateName[]).find((name) =>
    isDeepStrictEqual(TEMPLATE_SEEDS[name], options),
  );
  const dump = kind === 'pglite' && template ? templateDump(template) : undefined;
  if (dump) return openPglite(dump);
  const database = await freshDatabase(kind);
  await seedDemoCollege(database.handle.db, options);
  return database;
}
