import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.aliases';

// Password hashes at scrypt's lowest allowed cost (src/server/auth/password-hash.ts): the suite signs in thousands of
// times and seeds its templates once, and 1024 hashes about 18 times faster than production's 16384. Set here so the
// global setup's templates and every worker (and the servers a test starts) share it; the browser suite keeps 16384.
process.env.PASSWORD_SCRYPT_N ??= '1024';

/**
 * The order the tests of a file run in: shuffled, not written, so a test that leans on rows an earlier one made shows
 * itself. The seed comes from the code under test (git's ids of the `src` and `tests` trees at HEAD), so every change
 * is run in an order of its own, while a run of the same commit (CI, or a developer replaying it) takes the same order.
 * `VITEST_SEED=N` replays a printed seed, `VITEST_SEED=random` draws one; outside a git checkout `FALLBACK_SEED` is
 * used. The run prints its seed near the top ("Running tests with seed …"; docs/testing.md). Files keep Vitest's
 * order (shuffled, the projects interleave and a worker loses the server's modules it kept: slower).
 */
const FALLBACK_SEED = 255625;

function seedOfTheCode(): number | null {
  try {
    const trees = execFileSync('git', ['rev-parse', 'HEAD:src', 'HEAD:tests'], {
      cwd: path.dirname(fileURLToPath(import.meta.url)),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return (parseInt(createHash('sha256').update(trees).digest('hex').slice(0, 8), 16) % 1_000_000) + 1;
  } catch {
    return null;
  }
}

const seed =
  process.env.VITEST_SEED === 'random'
    ? Math.floor(Math.random() * 1_000_000) + 1
    : Number(process.env.VITEST_SEED) || seedOfTheCode() || FALLBACK_SEED;

/** What both projects share: the limits catch a hang, not slowness (`npm test` runs this beside the browser suite). */
const shared = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  sequence: { shuffle: { files: false, tests: true }, seed },
} as const;

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    // Migrated and seeded databases (PGlite folders, PostgreSQL templates), made once per run and copied by each
    // test file (tests/server/support/databases.ts). Set here only: the projects below see what it provides.
    globalSetup: ['tests/server/support/database-templates.ts'],
    // The same here, so that the run prints the seed its projects use.
    sequence: shared.sequence,
    // PGlite and PostgreSQL suites each open their own database; two workers fit the 2-core machines.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          ...shared,
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // The API files import the whole server; evaluating it once per worker instead of once per file saves
          // most of their start-up. Safe because the server keeps no state in its modules (each test builds its
          // app with createApp, on a database of its own) and these files mock no module; a file that fakes
          // timers or sets an environment variable puts it back (docs/testing.md).
          isolate: false,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          ...shared,
          name: 'unit',
          include: [
            'tests/domain/**/*.test.ts',
            'tests/app/**/*.test.{ts,tsx}',
            'tests/lint/**/*.test.ts',
            'tests/bench/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
