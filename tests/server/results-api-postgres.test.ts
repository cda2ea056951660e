import { describe, it } from 'vitest';
import { POSTGRES_URL, postgresReachable } from './support/databases';
import { resultsApiSuite } from './results-api.suite';

if (await postgresReachable()) {
  resultsApiSuite('postgres');
} else {
  console.warn(`\n*** PostgreSQL not reachable at ${POSTGRES_URL}: the PostgreSQL API suite is SKIPPED ***\n`);
  describe.skip('results API on postgres (server not reachable)', () => it('needs TEST_DATABASE_URL'));
}
