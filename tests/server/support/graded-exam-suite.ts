import { afterAll, beforeAll } from 'vitest';
import { seededDatabase, type TestDatabase } from './databases';
import { addSemester7Subjects, gradeR22 } from './published-exam';
import { signedInClients } from './signed-in-clients';
import { testApp } from './test-app';

type App = ReturnType<typeof testApp>['app'];

export interface GradedExamSuiteOptions {
  /** The database the suite runs on (PGlite unless told). */
  kind?: 'pglite' | 'postgres';
  /** Set nothing up (a PostgreSQL suite with no server to reach). */
  skip?: boolean;
  /** Settings the app reads, as in `testApp`. */
  env?: Record<string, string>;
  /** R22 subjects of CSE's IV Year I Semester to make: code, name and credits. */
  subjects?: readonly (readonly [string, string, number])[];
}

/**
 * The opening of a suite about an exam's results: the demo college seeded, R22 graded on JNTUH's scheme, the
 * subjects made (their ids by code in `subject`), the app and `as(user)` to call it; the database dropped after.
 * Its fields are set in the suite's beforeAll, so tests read them through the returned object.
 */
export function gradedExamSuite({ kind = 'pglite', skip = false, env = {}, subjects = [] }: GradedExamSuiteOptions) {
  const suite: { database: TestDatabase; app: App; subject: Record<string, number> } = {
    database: undefined as unknown as TestDatabase,
    app: undefined as unknown as App,
    subject: {},
  };
  const as = signedInClients(() => suite.app);
  beforeAll(async () => {
    if (skip) return;
    suite.database = await seededDatabase(kind, { collegeCode: 'DEMO', collegeName: 'Demo College' });
    suite.app = testApp(suite.database.handle, env).app;
    await gradeR22(suite.database.handle.db);
    if (subjects.length) suite.subject = await addSemester7Subjects(suite.database.handle.db, subjects);
  }, 300_000);
  afterAll(async () => (suite.database as TestDatabase | undefined)?.drop());
  return Object.assign(suite, { as });
}
