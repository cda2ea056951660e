import { describe, it } from 'vitest';
import { studentsApiSuite } from './students-api.suite';
import { POSTGRES_URL, postgresReachable } from './support/databases';

studentsApiSuite('pglite');
if (await postgresReachable()) {
  studentsApiSuite('postgres');
} else {
  console.warn(`\n*** PostgreSQL not reachable at ${POSTGRES_URL}: the PostgreSQL students suite is SKIPPED ***\n`);
  describe.skip('students after admission API on postgres (server not reachable)', () => it('needs TEST_DATABASE_URL'));
}
