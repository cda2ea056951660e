import { defineConfig } from 'vitest/config';
import { aliases } from './vite.aliases';

// Password hashes at scrypt's lowest allowed cost (src/server/auth/password-hash.ts): the suite signs in thousands of
// times and seeds its templates once, and 1024 hashes about 18 times faster than production's 16384. Set here so the
// global setup's templates and every worker (and the servers a test starts) share it; the browser suite keeps 16384.
process.env.PASSWORD_SCRYPT_N ??= '1024';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: [
      'tests/domain/**/*.test.ts',
      'tests/server/**/*.test.ts',
      'tests/app/**/*.test.{ts,tsx}',
      'tests/lint/**/*.test.ts',
      'tests/bench/**/*.test.ts',
    ],
    environment: 'node',
    // Generous: `npm test` runs this suite beside the browser suite (the limit catches a hang, not slowness).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Migrated and seeded PGlite folders, made once and loaded by each test file (tests/server/support/databases.ts).
    globalSetup: ['tests/server/support/database-templates.ts'],
    // PGlite and PostgreSQL suites each open their own database; two workers fit the 2-core machines.
    maxWorkers: 2,
  },
});
