import { describe, it } from 'vitest';
import { attendanceApiSuite } from './attendance-api.suite';
import { POSTGRES_URL, postgresReachable } from './support/databases';

attendanceApiSuite('pglite');
if (await postgresReachable()) {
  attendanceApiSuite('postgres');
} else {
  console.warn(`\n*** PostgreSQL not reachable at ${POSTGRES_URL}: the PostgreSQL attendance suite is SKIPPED ***\n`);
  describe.skip('attendance API on postgres (server not reachable)', () => it('needs TEST_DATABASE_URL'));
}
