import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { fileStorageFor } from '../../src/server/files/file-storage-for';
import type { FileStorage } from '../../src/server/files/storage';
import { seededDatabase, type TestDatabase } from './support/databases';
import { S3_TEST_CREDENTIALS, startS3Server } from './support/s3-server';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';

const BUCKET = 'campus-files';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let s3: Awaited<ReturnType<typeof startS3Server>>;
let raw: S3Client;
const savedEnv: Record<string, string | undefined> = {};

beforeAll(async () => {
  s3 = await startS3Server(BUCKET);
  // The SDK reads credentials from the environment, as it does on a server.
  for (const [name, value] of Object.entries(S3_TEST_CREDENTIALS)) {
    savedEnv[name] = process.env[name];
    process.env[name] = value;
  }
  raw = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  raw?.destroy();
  await s3?.close();
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const storageWith = (prefix: string): FileStorage => fileStorageFor(loadConfig(s3.env(prefix)).files);

describe('FILES_URL', () => {
  it('keeps files in DATA_DIR/files when unset, in the bucket and prefix of s3://bucket/prefix when set', () => {
    expect(loadConfig({ DATA_DIR: '/srv/campus' }).files).toEqual({
      kind: 'folder',
      dir: path.resolve('/srv/campus/files'),
    });
    expect(loadConfig({ FILES_URL: 's3://campus-files/erp/uploads/', AWS_REGION: 'ap-south-1' }).files).toEqual({
      kind: 's3',
      bucket: 'campus-files',
      prefix: 'erp/uploads',
      endpoint: undefined,
      region: 'ap-south-1',
    });
    expect(loadConfig({ FILES_URL: 's3://campus-files', S3_ENDPOINT: 'http://127.0.0.1:9000/' }).files).toMatchObject({
      prefix: '',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
    });
  });

  it('refuses a FILES_URL that is not s3://bucket/prefix, and an S3_ENDPOINT that is not an origin', () => {
    for (const bad of [
      '/srv/files',
      'https://campus-files/erp',
      's3://Campus_Files/erp',
      's3://ab',
      's3://campus-files/../x',
    ])
      expect(() => loadConfig({ FILES_URL: bad })).toThrow('FILES_URL must be s3://bucket or s3://bucket/prefix');
    expect(() => loadConfig({ FILES_URL: 's3://campus-files', S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT must be an origin',
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_ENDPOINT is set but FILES_URL is not',
    );
  });
});

describe('files in an S3-compatible bucket', () => {
  it('puts, finds, reads and removes a file under prefix/ab/cd/<sha256>', async () => {
    const storage = storageWith('put-get');
    const bytes = new TextEncoder().encode('the bytes of an offer letter');
    const hash = sha256(bytes);
    expect(await storage.has(hash)).toBe(false);
    await storage.put(hash, bytes);
    await storage.put(hash, bytes); // the same bytes again: nothing changes
    expect(await storage.has(hash)).toBe(true);
    expect(await storage.get(hash)).toEqual(new Uint8Array(bytes));
    const stored = await raw.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: `put-get/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}` }),
    );
    expect(await stored.Body!.transformToString()).toBe('the bytes of an offer letter');
    await storage.remove(hash);
    expect(await storage.has(hash)).toBe(false);
    expect(await storage.get(hash)).toBeNull();
    await storage.remove(hash); // removing what is gone is not an error
  });

  it('answers null for a file that was never stored, and keeps prefixes apart', async () => {
    const bytes = new TextEncoder().encode('kept under one prefix only');
    const hash = sha256(bytes);
    await storageWith('one').put(hash, bytes);
    expect(await storageWith('other').get(hash)).toBeNull();
    expect(await storageWith('other').has(hash)).toBe(false);
    expect(await storageWith('one').get(hash)).toEqual(new Uint8Array(bytes));
  });

  it('refuses to serve an object whose bytes no longer match their SHA-256', async () => {
    const hash = sha256(new TextEncoder().encode('what was uploaded'));
    await raw.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: `tampered/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}`,
        Body: 'something else',
      }),
    );
    await expect(storageWith('tampered').get(hash)).rejects.toThrow('does not match its SHA-256');
  });
});

describe('uploads and downloads through the API with FILES_URL=s3://…', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  });
  afterAll(async () => database?.drop());

  it('stores an alumni attachment in the bucket, not in DATA_DIR, and serves it back at /api/app/files/:id', async () => {
    const { app, config } = testApp(database.handle, s3.env('api'));
    const admin = new SessionClient(app);
    expect((await admin.signIn('admin', 'Campus@2026')).status).toBe(200);
    const form = new FormData();
    form.append(
      'alumniStudentRegistration',
      JSON.stringify({
        name: 'Anil Kumar',
        rollNumber: '21B81A0491',
        degree: 'B.Tech',
        batch: '2022-2026',
        branch: 'cse',
        mobileNumber: '9876543210',
        email: 'anil@example.com',
        working: 'yes',
        companyName: 'Infosys',
        jobTitle: 'Engineer',
        workAddress: 'Hyderabad',
      }),
    );
    form.append('file', new Blob([new Uint8Array(PNG)]), 'photo.png');
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const saved = await app.request('/api/app/saveAlumniStudentRegister', {
      method: 'POST',
      body: form,
      headers: { cookie },
    });
    expect(saved.status).toBe(200);

    const rows = await database.handle.db.execute<{ public_id: string; sha256: string }>(
      "select f.public_id, f.sha256 from stored_files f join alumni_registrations r on r.attachment_file_id = f.id where r.roll_number = '21B81A0491'",
    );
    const { public_id: publicId, sha256: hash } = rows.rows[0]!;
    expect(hash).toBe(sha256(PNG));
    expect(existsSync(path.join(config.dataDir, 'files'))).toBe(false);
    const object = await raw.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: `api/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}` }),
    );
    expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(PNG);

    const download = await admin.request(`/api/app/files/${publicId}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PNG);
  });
});
