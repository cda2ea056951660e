import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MB, XLS_TYPE } from '../../src/domain/files/allowed-types';
import { PERMISSIONS } from '../../src/server/auth/permissions';
import { requestScopedDatabase } from '../../src/server/db/request-scope';
import { seedDemoCollege } from '../../src/server/demo/college';
import { localFileStorage } from '../../src/server/files/storage';
import { storedFilesService } from '../../src/server/files/stored-files';
import { bodyLimits } from '../../src/server/http/body-limits';
import { idempotency } from '../../src/server/http/idempotency';
import { multipart, sniffMediaType } from '../../src/server/http/multipart';
import { POSTGRES_URL, freshDatabase, postgresReachable, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';

const DEMO = 'Campus@2026';
// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);
// A Windows program: 'MZ' header, PE signature where the header says.
const EXE = (() => {
  const b = Buffer.alloc(512);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
})();
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);

const OwnerSchema = v.object({
  ownerId: v.pipe(v.string(), v.regex(/^[0-9]+$/, 'Please choose the student')),
  failRecord: v.optional(v.boolean()),
  failAfterSave: v.optional(v.boolean()),
});

const kinds: Array<'pglite' | 'postgres'> = ['pglite'];
if (await postgresReachable()) kinds.push('postgres');
else console.warn(`\n*** PostgreSQL not reachable at ${POSTGRES_URL}: the uploads suite runs on PGlite only ***\n`);

describe.each(kinds)('uploads and stored files on %s', (kind) => {
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>['app'];
  let dataDir: string;
  let uploads: ReturnType<typeof uploadRouter>;
  let studentId: number;

  /** A small router built from the same seams a module uses: per-route body limits, the multipart reader, stored files. */
  function uploadRouter() {
    const scoped = requestScopedDatabase(database.handle.db);
    const files = storedFilesService(scoped, localFileStorage(path.join(dataDir, 'files')));
    const router = new Hono()
      .use(bodyLimits(100 * 1024))
      .use(idempotency(scoped, 7))
      .post(
        '/photo',
        multipart({
          maxBodyBytes: 6 * MB,
          json: { field: 'data', schema: OwnerSchema },
          files: [
            { name: 'photo', label: 'passport photo', kind: 'image', required: true },
            { name: 'certificates', label: 'certificates', kind: 'document', maxFiles: 2 },
          ],
        }),
        async (c) => {
          const { data, files: got } = c.var.upload;
          const all = [...got.photo!, ...got.certificates!].map((file) => ({
            file,
            owner: { type: 'user', id: data.ownerId },
            purpose: file.field,
            uploadedBy: null,
          }));
          const ids = await files.saveWithFiles(all, async (fileIds) => {
            if (data.failRecord) throw new Error('the owning record could not be saved');
            return fileIds;
          });
          if (data.failAfterSave) throw new Error('the server failed after saving');
          return c.json({ ids }, 201);
        },
      );
    router.onError((err, c) => c.json({ message: err.message }, 500));
    return router;
  }

  function form(parts: {
    data?: unknown;
    photo?: [Buffer, string, string][];
    certificates?: [Buffer, string, string][];
  }) {
    const body = new FormData();
    if (parts.data !== undefined) body.append('data', JSON.stringify(parts.data));
    for (const [bytes, name, type] of parts.photo ?? [])
      body.append('photo', new File([new Uint8Array(bytes)], name, { type }));
    for (const [bytes, name, type] of parts.certificates ?? [])
      body.append('certificates', new File([new Uint8Array(bytes)], name, { type }));
    return body;
  }
  const send = (body: FormData | BodyInit, headers: Record<string, string> = {}) =>
    uploads.request('/photo', { method: 'POST', body, headers });

  const storedRows = async () =>
    Number((await database.handle.db.execute<{ n: string }>(sql`select count(*) as n from stored_files`)).rows[0]!.n);
  function storedBlobs(): string[] {
    const root = path.join(dataDir, 'files');
    try {
      return readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name);
    } catch {
      return [];
    }
  }

  beforeAll(async () => {
    database = await freshDatabase(kind);
    await seedDemoCollege(database.handle.db, { collegeCode: 'DEMO', collegeName: 'Demo College' });
    const built = testApp(database.handle);
    app = built.app;
    dataDir = built.config.dataDir;
    uploads = uploadRouter();
    studentId = Number(
      (await database.handle.db.execute<{ id: number }>(sql`select id from users where username = 'student'`)).rows[0]!
        .id,
    );
  });
  afterAll(async () => database?.drop());

  describe('uploads are checked by their bytes, size and count, and a refused one stores nothing', () => {
    // What was stored when the test began (the stored-files tests below may have run first and kept their uploads):
    // a refused upload leaves exactly that.
    let rowsBefore: number;
    let blobsBefore: string[];
    beforeEach(async () => {
      rowsBefore = await storedRows();
      blobsBefore = storedBlobs();
    });
    const storesNothing = async () => {
      expect(await storedRows()).toBe(rowsBefore);
      expect(storedBlobs()).toEqual(blobsBefore);
    };
    const refused = async (res: Response, status: number, message: string | RegExp) => {
      expect(res.status).toBe(status);
      const body = await res.json();
      expect(body.message).toMatch(message);
      await storesNothing();
    };

    it('refuses a Windows program renamed .jpg and sent as image/jpeg (415)', async () => {
      await refused(
        await send(form({ data: { ownerId: '1' }, photo: [[EXE, 'photo.jpg', 'image/jpeg']] })),
        415,
        'The file "photo.jpg" is not a PNG, JPEG, GIF or WebP image. Please choose a PNG, JPEG, GIF or WebP image.',
      );
    });

    it('never accepts SVG as an image, here one carrying a script (415)', async () => {
      await refused(
        await send(form({ data: { ownerId: '1' }, photo: [[SVG, 'photo.svg', 'image/svg+xml']] })),
        415,
        /"photo.svg" is not a PNG, JPEG, GIF or WebP image/,
      );
      await refused(
        await send(form({ data: { ownerId: '1' }, photo: [[SVG, 'photo.png', 'image/png']] })),
        415,
        /"photo.png" is not a PNG/,
      );
    });

    it('refuses a body over the route’s declared limit before reading it (413), with or without Content-Length', async () => {
      const big = form({ data: { ownerId: '1' }, photo: [[pngOfSize(7 * MB), 'big.png', 'image/png']] });
      await refused(await send(big), 413, 'The request is too large (limit 6 MB)');
      const encoded = new Response(big); // one encoding: each one picks its own boundary
      const contentType = encoded.headers.get('content-type')!;
      const bytes = new Uint8Array(await encoded.arrayBuffer());
      const stream = new ReadableStream({
        start(ctl) {
          for (let i = 0; i < bytes.length; i += 64 * 1024) ctl.enqueue(bytes.subarray(i, i + 64 * 1024));
          ctl.close();
        },
      });
      const chunked = await uploads.request('/photo', {
        method: 'POST',
        body: stream,
        headers: { 'content-type': contentType },
        duplex: 'half',
      } as RequestInit);
      await refused(chunked, 413, 'The request is too large (limit 6 MB)');
    });

    it('refuses a file over its field’s limit inside an allowed body (413: 5 MB per image)', async () => {
      await refused(
        await send(form({ data: { ownerId: '1' }, photo: [[pngOfSize(5 * MB + 1), 'large.png', 'image/png']] })),
        413,
        'The file "large.png" is larger than 5 MB. Please choose a smaller file.',
      );
    });

    it('refuses a truncated multipart body (400)', async () => {
      const boundary = 'campusBoundary42';
      const text = `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"ownerId":"1"}\r\n--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`;
      const cut = Buffer.concat([Buffer.from(text), PNG.subarray(0, 30)]);
      await refused(
        await send(cut, { 'content-type': `multipart/form-data; boundary=${boundary}` }),
        400,
        'The upload was cut off or is not a valid form. Please try again.',
      );
    });

    it('refuses an empty file (400)', async () => {
      await refused(
        await send(form({ data: { ownerId: '1' }, photo: [[Buffer.alloc(0), 'empty.png', 'image/png']] })),
        400,
        'The file "empty.png" is empty. Please choose the file again.',
      );
    });

    it('refuses too many files for a field, a missing required file, an unknown field and a non-multipart body', async () => {
      const doc = [PNG, 'c.png', 'image/png'] as [Buffer, string, string];
      await refused(
        await send(
          form({ data: { ownerId: '1' }, photo: [[PNG, 'p.png', 'image/png']], certificates: [doc, doc, doc] }),
        ),
        400,
        'Please attach at most 2 files for certificates.',
      );
      await refused(
        await send(form({ data: { ownerId: '1' } })),
        400,
        'File is not Uploaded: please attach the passport photo.',
      );
      const extra = form({ data: { ownerId: '1' }, photo: [[PNG, 'p.png', 'image/png']] });
      extra.append('script', new File([EXE], 'x.exe'));
      await refused(await send(extra), 400, 'The form has a field this call does not take: script.');
      await refused(
        await send(JSON.stringify({ ownerId: '1' }), { 'content-type': 'application/json' }),
        415,
        'Please send the form as multipart/form-data.',
      );
    });

    it('validates the JSON part with the domain schema and answers its message (400)', async () => {
      await refused(
        await send(form({ data: { ownerId: 'abc' }, photo: [[PNG, 'p.png', 'image/png']] })),
        400,
        'Please choose the student',
      );
      const broken = new FormData();
      broken.append('data', '{not json');
      broken.append('photo', new File([PNG], 'p.png', { type: 'image/png' }));
      await refused(await send(broken), 400, 'The form data could not be read. Please reload the page and try again.');
    });

    it('removes the file when its owning record fails to save', async () => {
      const res = await send(
        form({ data: { ownerId: String(studentId), failRecord: true }, photo: [[PNG, 'p.png', 'image/png']] }),
      );
      expect(res.status).toBe(500);
      await storesNothing();
    });
  });

  describe('stored files: kept once by content hash, served only to who may see the owning record', () => {
    // A photo of the demo student's for the tests that serve it; each test that counts rows counts from what it found.
    // Its public id, the one a download address carries; serialId is the database's key.
    let fileId: string;
    let serialId: number;
    beforeAll(async () => {
      const res = await send(
        form({ data: { ownerId: String(studentId) }, photo: [[PNG, 'Passport Photo ☺.png', 'image/png']] }),
      );
      expect(res.status).toBe(201);
      [serialId] = (await res.json()).ids;
      const { rows } = await database.handle.db.execute<{ public_id: string }>(
        sql`select public_id from stored_files where id = ${serialId}`,
      );
      fileId = rows[0]!.public_id;
    });

    it('stores a good upload once under DATA_DIR/files by SHA-256, keeps the bytes once for a second upload, and a failed save does not remove bytes another row uses', async () => {
      const before = await storedRows();
      const res = await send(
        form({
          data: { ownerId: String(studentId) },
          photo: [[PNG, 'Passport Photo ☺.png', 'application/octet-stream']],
        }),
      );
      expect(res.status).toBe(201);
      const [id] = (await res.json()).ids;
      expect(await storedRows()).toBe(before + 1);
      const rows = (
        await database.handle.db.execute<Record<string, unknown>>(sql`select * from stored_files where id = ${id}`)
      ).rows;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        owner_type: 'user',
        owner_id: String(studentId),
        purpose: 'photo',
        media_type: 'image/png',
        size: PNG.length,
        original_name: 'Passport Photo ☺.png',
      });
      const sha = rows[0]!.sha256 as string;
      expect(storedBlobs()).toEqual([sha]);
      expect(readdirSync(path.join(dataDir, 'files', sha.slice(0, 2), sha.slice(2, 4)))).toEqual([sha]);

      // Then the same bytes again: a second row, the bytes kept once; a failed save leaves both as they were.
      const again = await send(
        form({ data: { ownerId: String(studentId) }, photo: [[PNG, 'again.png', 'image/png']] }),
      );
      expect(again.status).toBe(201);
      expect(await storedRows()).toBe(before + 2);
      expect(storedBlobs()).toHaveLength(1);
      const failed = await send(
        form({ data: { ownerId: String(studentId), failRecord: true }, photo: [[PNG, 'third.png', 'image/png']] }),
      );
      expect(failed.status).toBe(500);
      expect(await storedRows()).toBe(before + 2);
      expect(storedBlobs()).toHaveLength(1);
    });

    it('an upload sent again with its Idempotency-Key (the offline outbox) gets the same answer and stores nothing more', async () => {
      const rows = await storedRows();
      const body = form({
        data: { ownerId: String(studentId) },
        certificates: [[PNG, 'c.png', 'image/png']],
        photo: [[PNG, 'p.png', 'image/png']],
      });
      const encoded = new Response(body); // one encoding: each one picks its own boundary
      const headers = { 'content-type': encoded.headers.get('content-type')!, 'Idempotency-Key': 'outbox-upload-1' };
      const bytes = new Uint8Array(await encoded.arrayBuffer());
      const answers = await Promise.all(
        [1, 2, 3].map(() => uploads.request('/photo', { method: 'POST', body: bytes, headers })),
      );
      const texts = await Promise.all(answers.map((r) => r.text()));
      expect(
        answers.map((r) => r.status),
        texts[0],
      ).toEqual([201, 201, 201]);
      expect(new Set(texts).size).toBe(1);
      expect(await storedRows()).toBe(rows + 2);
    });

    it('removes the bytes when the idempotent write around a saved file fails afterwards (5xx rolls it all back)', async () => {
      const rows = await storedRows();
      const blobs = storedBlobs().length;
      const body = form({
        data: { ownerId: String(studentId), failAfterSave: true },
        photo: [[pngOfSize(300), 'p.png', 'image/png']],
      });
      const res = await uploads.request('/photo', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': 'upload-then-fail' },
      });
      expect(res.status).toBe(500);
      expect(await storedRows()).toBe(rows);
      expect(storedBlobs()).toHaveLength(blobs);
    });

    it('lists the download route in the permission table as signed-in', () => {
      expect(PERMISSIONS['GET /api/app/files/:id']).toBe('signed-in');
    });

    it('serves the file to its owner with the stored type, Content-Disposition and nosniff', async () => {
      const student = new SessionClient(app);
      expect((await student.signIn('student', DEMO)).status).toBe(200);
      const res = await student.request(`/api/app/files/${fileId}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-disposition')).toBe(
        `inline; filename="Passport Photo _.png"; filename*=UTF-8''Passport%20Photo%20%E2%98%BA.png`,
      );
      expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    });

    it('serves it to a user administrator too', async () => {
      const admin = new SessionClient(app);
      await admin.signIn('admin', DEMO);
      expect((await admin.request(`/api/app/files/${fileId}`)).status).toBe(200);
    });

    it('refuses other users (403) and anonymous callers (401)', async () => {
      const faculty = new SessionClient(app);
      await faculty.signIn('faculty', DEMO);
      const res = await faculty.request(`/api/app/files/${fileId}`);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: "You Don't have permission to View" });
      const anonymous = await app.request(`/api/app/files/${fileId}`);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ message: 'Please sign in to continue' });
    });

    it('fails closed: a file of an owner type with no access check is not served, nor an unknown id', async () => {
      const { rows } = await database.handle.db.execute<{
        public_id: string;
      }>(sql`insert into stored_files (owner_type, owner_id, purpose, media_type, size, sha256, original_name)
        select 'mystery', owner_id, purpose, media_type, size, sha256, original_name from stored_files limit 1 returning public_id`);
      const admin = new SessionClient(app);
      await admin.signIn('admin', DEMO);
      expect((await admin.request(`/api/app/files/${rows[0]!.public_id}`)).status).toBe(404);
      expect((await admin.request('/api/app/files/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
      expect((await admin.request('/api/app/files/abc')).status).toBe(404);
    });

    it('gives each file a public id of 128 random bits (22 base64url characters) and no longer serves it by its serial id', async () => {
      expect(fileId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const student = new SessionClient(app);
      expect((await student.signIn('student', DEMO)).status).toBe(200);
      expect((await student.request(`/api/app/files/${serialId}`)).status).toBe(404);
      expect((await student.request(`/api/app/files/${fileId}`)).status).toBe(200);
    });

    it('keeps JSON calls at the small limit while an upload route declares its own', async () => {
      const admin = new SessionClient(app);
      await admin.signIn('admin', DEMO);
      const res = await admin.request('/api/auth/signup', { json: { username: 'x'.repeat(200 * 1024) } });
      expect(res.status).toBe(413);
      expect((await res.json()).message).toBe('The request is too large (limit 100 KB)');
    });
  });
});

describe('content sniffing of spreadsheets', () => {
  it('takes an OLE2 compound file as .xls only when it holds a Workbook stream', async () => {
    const cfb = (name: string) => {
      const b = Buffer.alloc(4096);
      Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(b, 0);
      b.writeUInt16LE(0x003e, 0x18); // minor version
      b.writeUInt16LE(0x0003, 0x1a); // major version 3
      b.writeUInt16LE(0xfffe, 0x1c); // little-endian
      b.writeUInt16LE(0x0009, 0x1e); // 512-byte sectors
      Buffer.from(name, 'utf16le').copy(b, 1024);
      return new Uint8Array(b);
    };
    expect(await sniffMediaType(cfb('Workbook'))).toBe(XLS_TYPE);
    expect(await sniffMediaType(cfb('SummaryInformation'))).not.toBe(XLS_TYPE);
  });
});
