import { describe, it } from 'vitest';
import { attendanceCalendarSuite } from './attendance-calendar.suite';
import { POSTGRES_URL, postgresReachable } from './support/databases';

attendanceCalendarSuite('pglite');
if (await postgresReachable()) {
  attendanceCalendarSuite('postgres');
} else {
  console.warn(`\n*** PostgreSQL not reachable at ${POSTGRES_URL}: the PostgreSQL calendar suite is SKIPPED ***\n`);
  describe.skip('attendance on the college calendar on postgres (server not reachable)', () =>
    it('needs TEST_DATABASE_URL'));
}
