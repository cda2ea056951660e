import { describe, it } from 'vitest';
import { academicCalendarListsApiSuite } from './academic-calendar-lists-api.suite';
import { POSTGRES_URL, postgresReachable } from './support/databases';

academicCalendarListsApiSuite('pglite');
if (await postgresReachable()) {
  academicCalendarListsApiSuite('postgres');
} else {
  console.warn(
    `\n*** PostgreSQL not reachable at ${POSTGRES_URL}: the PostgreSQL calendar-lists suite is SKIPPED ***\n`,
  );
  describe.skip('calendar, leave and admission lists API on postgres (server not reachable)', () =>
    it('needs TEST_DATABASE_URL'));
}
