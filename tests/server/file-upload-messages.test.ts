import { readFileSync } from 'node:fs';
import { asc } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faculty } from '../../src/server/db/schema';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';

const PNG = readFileSync('public/icons/icon-192.png');

/** §8's shared words of a file upload that is not an Excel upload, where the demo college's screens send files. */
describe('§8 file upload messages', () => {
  let database: TestDatabase;
  let app: Hono;
  let admin: SessionClient;

  beforeAll(async () => {
    database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
    ({ app } = testApp(database.handle));
    admin = new SessionClient(app);
    expect((await admin.signIn('admin', 'Campus@2026')).status).toBe(200);
  }, 300_000);
  afterAll(async () => database?.drop());

  const send = async (method: 'PUT' | 'POST', path: string, field: string, file: Buffer | null) => {
    const body = new FormData();
    if (file) body.append(field, new File([new Uint8Array(file)], 'picture.png', { type: 'image/png' }));
    const res = await app.request(`/api/app/${path}`, {
      method,
      body,
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    return { status: res.status, message: ((await res.json()) as { message: string }).message };
  };

  it("answers a college logo upload with 'Successfully Uploaded File'", async () => {
    expect(await send('PUT', 'collegeProfile/logo', 'image', PNG)).toEqual({
      status: 200,
      message: 'Successfully Uploaded File',
    });
  });

  it("answers an upload without its file with 'File is not Uploaded' and the file it needs", async () => {
    expect(await send('PUT', 'collegeProfile/banner', 'image', null)).toEqual({
      status: 400,
      message: 'File is not Uploaded: please attach the college banner.',
    });
  });

  it("answers a faculty member's photo upload with 'Successfully Uploaded File'", async () => {
    const [member] = await database.handle.db
      .select({ id: faculty.id })
      .from(faculty)
      .orderBy(asc(faculty.id))
      .limit(1);
    expect(await send('POST', `facultyRecord/${member!.id}/photo`, 'photo', PNG)).toEqual({
      status: 200,
      message: 'Successfully Uploaded File',
    });
    expect(await send('POST', `facultyRecord/${member!.id}/photo`, 'photo', null)).toEqual({
      status: 400,
      message: 'File is not Uploaded: please attach the photo.',
    });
  });
});
