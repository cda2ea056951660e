import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCollege } from '../../src/server/demo/college';
import { DEMO_ROLL_NUMBER } from '../support/demo-rolls';
import { freshDatabase, type TestDatabase } from './support/databases';
import { testApp } from './support/test-app';
import { RESULT_PDF_BUSY } from '../../src/domain/results/pdf-busy';

describe('a result PDF asked for while the PDF threads are full (PDF_QUEUE_PER_THREAD=0: none may wait)', () => {
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>['app'];
  let title: string;

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    await seedDemoCollege(database.handle.db, { collegeCode: 'DEMO', collegeName: 'Demo College' });
    ({ app } = testApp(database.handle, { PDF_QUEUE_PER_THREAD: '0' }));
    const titles: unknown = await (await app.request('/api/app/getDistinctExamTitlesBy')).json();
    title = Array.isArray(titles) && typeof titles[0] === 'string' ? titles[0] : '';
  });
  afterAll(async () => database?.drop());

  it('answers 503 with a Retry-After and says to try again, while the sheet itself is still answered', async () => {
    const query = new URLSearchParams({ rollNo: DEMO_ROLL_NUMBER, examTitle: title });
    const report = await app.request(`/api/app/getExamResultByRollNoReport?${query}`);
    expect(report.status).toBe(503);
    expect(report.headers.get('Retry-After')).toBe('30');
    expect(await report.json()).toEqual({ success: 'False', message: RESULT_PDF_BUSY });
    const sheet = await app.request(`/api/app/getExamResultByRollNoView?${query}`);
    expect(sheet.status).toBe(200);
    expect(await sheet.json()).toMatchObject({ studentRollNo: DEMO_ROLL_NUMBER });
  });
});
