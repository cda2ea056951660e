import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../src/server/db/client';
import { seedDemoCollege, type SeedOptions } from '../../../src/server/demo/college';

/** The seeds test files start from most often; each gets a ready PGlite data folder and PostgreSQL database. */
export const TEMPLATE_SEEDS = {
  migrated: null,
  demo: { collegeCode: 'DEMO', collegeName: 'Demo College' },
  demoWithoutPayments: { collegeCode: 'DEMO', collegeName: 'Demo College', paymentHistory: false },
} satisfies Record<string, SeedOptions | null>;

export type TemplateName = keyof typeof TEMPLATE_SEEDS;

const TEMPLATES = Object.entries(TEMPLATE_SEEDS) as [TemplateName, SeedOptions | null][];

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Files holding PGlite dumps (dumpDataDir) of a migrated and of a seeded database, by template name. */
    pgliteTemplates: Record<TemplateName, string>;
    /** Databases on the PostgreSQL server to copy (CREATE DATABASE … TEMPLATE), by template name; none when unreachable. */
    postgresTemplates: Partial<Record<TemplateName, string>>;
  }
}

/** The URL of another database on the server at POSTGRES_URL. */
export function postgresDatabaseUrl(name: string): string {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.href;
}

/** Runs one statement on the server's maintenance database (CREATE and DROP DATABASE need their own connection). */
export async function onPostgresServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await admin.connect();
    await admin.query(statement);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

async function buildPgliteTemplates(dir: string): Promise<Record<TemplateName, string>> {
  const files = {} as Record<TemplateName, string>;
  let migrated: Blob | undefined;
  for (const [name, seed] of TEMPLATES) {
    // The seeded templates start from the migrated one: loading a folder costs less than creating a cluster.
    const handle = await openDatabase({ dataDir: null, loadDataDir: migrated });
    if (seed) await seedDemoCollege(handle.db, seed);
    const client = (handle.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    migrated ??= dump;
    files[name] = path.join(dir, `${name}.tar`);
    writeFileSync(files[name], Buffer.from(await dump.arrayBuffer()));
    await handle.close();
  }
  return files;
}

/**
 * PostgreSQL templates, named for this run's process so that runs sharing one server never touch each other's.
 * Each is closed before the next is copied from it: PostgreSQL copies only a database nobody is connected to.
 */
async function buildPostgresTemplates(names: TemplateName[]): Promise<Partial<Record<TemplateName, string>>> {
  const built: Partial<Record<TemplateName, string>> = {};
  for (const [name, seed] of TEMPLATES) {
    const database = `campus_template_${process.pid}_${name.toLowerCase()}`;
    names.push(name);
    await onPostgresServer(
      built.migrated ? `create database ${database} template ${built.migrated}` : `create database ${database}`,
    );
    built[name] = database;
    const handle = await openDatabase({ url: postgresDatabaseUrl(database) });
    try {
      if (seed) await seedDemoCollege(handle.db, seed);
    } finally {
      await handle.close();
    }
  }
  return built;
}

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

/**
 * Creating a database, migrating and seeding it costs each test file seconds; done once here, a test file loads
 * the finished PGlite folder or copies the finished PostgreSQL database instead (the same migrations and seed,
 * so the same rows). Both kinds are built side by side: PGlite computes while PostgreSQL's work is the server's.
 */
export default async function buildDatabaseTemplates(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-pglite-templates-'));
  const created: TemplateName[] = [];
  const dropPostgresTemplates = () =>
    Promise.all(
      created.map((name) =>
        onPostgresServer(
          `drop database if exists campus_template_${process.pid}_${name.toLowerCase()} with (force)`,
        ).catch(() => undefined),
      ),
    );
  const [pglite, postgres] = await Promise.allSettled([
    buildPgliteTemplates(dir),
    postgresReachable().then((reachable) => (reachable ? buildPostgresTemplates(created) : {})),
  ]);
  if (pglite.status === 'rejected' || postgres.status === 'rejected') {
    await dropPostgresTemplates();
    rmSync(dir, { recursive: true, force: true });
    throw pglite.status === 'rejected' ? pglite.reason : (postgres as PromiseRejectedResult).reason;
  }
  project.provide('pgliteTemplates', pglite.value);
  project.provide('postgresTemplates', postgres.value);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await dropPostgresTemplates();
  };
}
