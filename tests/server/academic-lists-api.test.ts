import { describe, it } from 'vitest';
import { academicListsApiSuite } from './academic-lists-api.suite';
import { POSTGRES_URL, postgresReachable } from './support/databases';

academicListsApiSuite('pglite');
if (await postgresReachable()) {
  academicListsApiSuite('postgres');
} else {
  console.warn(
    `\n*** PostgreSQL not reachable at ${POSTGRES_URL}: the PostgreSQL academic-lists suite is SKIPPED ***\n`,
  );
  describe.skip('lists the college keeps API on postgres (server not reachable)', () => it('needs TEST_DATABASE_URL'));
}
