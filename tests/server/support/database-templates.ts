import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../src/server/db/client';
import { seedDemoCollege, type SeedOptions } from '../../../src/server/demo/college';

/** The seeds test files start from most often; each gets a ready PGlite data folder (see databases.ts). */
export const TEMPLATE_SEEDS = {
  migrated: null,
  demo: { collegeCode: 'DEMO', collegeName: 'Demo College' },
  demoWithoutPayments: { collegeCode: 'DEMO', collegeName: 'Demo College', paymentHistory: false },
} satisfies Record<string, SeedOptions | null>;

export type TemplateName = keyof typeof TEMPLATE_SEEDS;

declare module 'vitest' {
  export interface ProvidedContext {
    /** Files holding PGlite dumps (dumpDataDir) of a migrated and of a seeded database, by template name. */
    pgliteTemplates: Record<TemplateName, string>;
  }
}

/**
 * Creating an embedded cluster, migrating and seeding it costs each test file seconds of CPU; done once here,
 * a test file loads the finished folder instead (the same migrations and seed, so the same rows).
 */
export default async function buildDatabaseTemplates(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-pglite-templates-'));
  const files = {} as Record<TemplateName, string>;
  let migrated: Blob | undefined;
  for (const [name, seed] of Object.entries(TEMPLATE_SEEDS) as [TemplateName, SeedOptions | null][]) {
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
  project.provide('pgliteTemplates', files);
  return () => rmSync(dir, { recursive: true, force: true });
}
