import { describe, it } from 'vitest';
import { mastersApiSuite } from './masters-api.suite';
import { POSTGRES_URL, postgresReachable } from './support/databases';

mastersApiSuite('pglite');
if (await postgresReachable()) {
  mastersApiSuite('postgres');
} else {
  console.warn(`\n*** PostgreSQL not reachable at ${POSTGRES_URL}: the PostgreSQL lookup-lists suite is SKIPPED ***\n`);
  describe.skip('lookup lists API on postgres (server not reachable)', () => it('needs TEST_DATABASE_URL'));
}
