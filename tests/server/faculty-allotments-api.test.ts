import { describe, it } from 'vitest';
import { facultyAllotmentsApiSuite } from './faculty-allotments-api.suite';
import { POSTGRES_URL, postgresReachable } from './support/databases';

facultyAllotmentsApiSuite('pglite');
if (await postgresReachable()) {
  facultyAllotmentsApiSuite('postgres');
} else {
  console.warn(
    `\n*** PostgreSQL not reachable at ${POSTGRES_URL}: the PostgreSQL faculty allotments suite is SKIPPED ***\n`,
  );
  describe.skip('faculty records and subject allotments API on postgres (server not reachable)', () =>
    it('needs TEST_DATABASE_URL'));
}
