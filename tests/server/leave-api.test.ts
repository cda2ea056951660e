import { describe, it } from 'vitest';
import { leaveApiSuite } from './leave-api.suite';
import { POSTGRES_URL, postgresReachable } from './support/databases';

leaveApiSuite('pglite');
if (await postgresReachable()) {
  leaveApiSuite('postgres');
} else {
  console.warn(`\n*** PostgreSQL not reachable at ${POSTGRES_URL}: the PostgreSQL leave suite is SKIPPED ***\n`);
  describe.skip('leave API on postgres (server not reachable)', () => it('needs TEST_DATABASE_URL'));
}
