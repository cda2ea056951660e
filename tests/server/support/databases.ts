import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { seedDemoCollege, type SeedOptions } from '../../../src/server/demo/college';
import {
  POSTGRES_URL,
  TEMPLATE_SEEDS,
  onPostgresServer,
  postgresDatabaseUrl,
  postgresReachable,
  type TemplateName,
} from './database-templates';

export { POSTGRES_URL, postgresReachable };

export interface TestDatabase {
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server: empty (nothing migrated), or a copy of one of the global setup's
 * templates (database-templates.ts). Its URL, and how to drop it.
 */
export async function emptyPostgresDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `campus_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await onPostgresServer(template ? `create database ${name} template ${template}` : `create database ${name}`);
  return {
    url: postgresDatabaseUrl(name),
    drop: () => onPostgresServer(`drop database if exists ${name} with (force)`),
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

/** The template database the global setup made on the PostgreSQL server for this template, if it ran. */
function postgresTemplate(name: TemplateName): string | undefined {
  return inject('postgresTemplates')?.[name];
}

async function openPostgres(template: string | undefined): Promise<TestDatabase> {
  const database = await emptyPostgresDatabase(template);
  // As on PGlite: on a copy of a migrated template, migrating finds nothing to do.
  const handle = await openDatabase({ url: database.url });
  return {
    handle,
    async drop() {
      await handle.close();
      await database.drop();
    },
  };
}

/** A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function freshDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  return kind === 'pglite' ? openPglite(templateDump('migrated')) : openPostgres(postgresTemplate('migrated'));
}

/**
 * A fresh database holding the demo college (seedDemoCollege with these options). It starts from the seeded
 * template when the global setup made one for the same options, else it is seeded here.
 */
export async function seededDatabase(kind: 'pglite' | 'postgres', options: SeedOptions): Promise<TestDatabase> {
  const template = (Object.keys(TEMPLATE_SEEDS) as TemplateName[]).find((name) =>
    isDeepStrictEqual(TEMPLATE_SEEDS[name], options),
  );
  if (template && kind === 'pglite') {
    const dump = templateDump(template);
    if (dump) return openPglite(dump);
  }
  if (template && kind === 'postgres') {
    const copied = postgresTemplate(template);
    if (copied) return openPostgres(copied);
  }
  const database = await freshDatabase(kind);
  await seedDemoCollege(database.handle.db, options);
  return database;
}
