import { cpSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const migrationsFolder = path.resolve('src/server/db/migrations');

interface Journal {
  entries: { tag: string; when: number }[];
}

/** The migrations folder copied with every file and journal tag renamed: the same SQL under other names. */
function renamedCopy(dir: string): string {
  const copy = path.join(dir, 'renamed');
  cpSync(migrationsFolder, copy, { recursive: true });
  const journalPath = path.join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  for (const entry of journal.entries) {
    const tag = `${entry.tag.slice(0, 4)}_other_name`;
    renameSync(path.join(copy, `${entry.tag}.sql`), path.join(copy, `${tag}.sql`));
    entry.tag = tag;
  }
  writeFileSync(journalPath, JSON.stringify(journal));
  return copy;
}

describe('migration file names', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-migrations-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // It creates an embedded cluster and migrates it three times: more than the default limit on a busy machine.
  it(
    'does not migrate again a database migrated when the files had other names (the journal time decides)',
    { timeout: 180_000 },
    async () => {
      const client = new PGlite();
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: renamedCopy(dir) });
      const applied = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
      expect(applied.rows[0]?.n).toBe(journal.entries.length);

      // The same database opened with the files as they are named now: nothing runs again (a CREATE TABLE would throw).
      await migrate(db, { migrationsFolder });
      await migrate(db, { migrationsFolder });
      const after = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(after.rows[0]?.n).toBe(journal.entries.length);
      expect(readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'))).toHaveLength(journal.entries.length);
      await client.close();
    },
  );
});
