import { describe, it } from 'vitest';
import { studentMovesOnceSuite } from './student-moves-once.suite';
import { POSTGRES_URL, postgresReachable } from './support/databases';

studentMovesOnceSuite('pglite');
if (await postgresReachable()) {
  studentMovesOnceSuite('postgres');
} else {
  console.warn(
    `\n*** PostgreSQL not reachable at ${POSTGRES_URL}: the PostgreSQL student moves suite is SKIPPED ***\n`,
  );
  describe.skip('year-end moves happen once on postgres (server not reachable)', () => it('needs TEST_DATABASE_URL'));
}
