import { describe, it } from 'vitest';
import { listChangeRequestsApiSuite } from './list-change-requests-api.suite';
import { POSTGRES_URL, postgresReachable } from './support/databases';

listChangeRequestsApiSuite('pglite');
if (await postgresReachable()) {
  listChangeRequestsApiSuite('postgres');
} else {
  console.warn(
    `\n*** PostgreSQL not reachable at ${POSTGRES_URL}: the PostgreSQL maker-checker suite is SKIPPED ***\n`,
  );
  describe.skip('maker-checker API on postgres (server not reachable)', () => it('needs TEST_DATABASE_URL'));
}
