import pg from 'pg';

export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Runs `use` against a fresh database (campus_bench_<pid>) on the PostgreSQL server of TEST_DATABASE_URL,
 * dropped afterwards whatever happens. Returns false, without calling `use`, when the server is not reachable.
 */
export async function withScratchDatabase(use: (url: string) => Promise<void>): Promise<boolean> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    await admin.end().catch(() => undefined);
    return false;
  }
  const name = `campus_bench_${process.pid}`;
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await use(url.href);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return true;
}
