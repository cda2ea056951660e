import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_MESSAGES as L } from '../../src/domain/academic/messages';
import { AUTH_MESSAGES } from '../../src/domain/auth/messages';
import { FILE_MESSAGES, MB } from '../../src/domain/files/allowed-types';
import { COLLEGE_IMAGE_MESSAGES } from '../../src/domain/setup/college-images';
import { users } from '../../src/server/db/schema';
import { createFirstAdmin } from '../../src/server/modules/users/first-admin';
import { hashPassword } from '../../src/server/auth/password-hash';
import { POSTGRES_URL, freshDatabase, postgresReachable, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';

const PASSWORD = 'Principal#2026';
const LOGO = readFileSync('public/icons/icon-192.png');
/** A 16×16 baseline JPEG (jpeg-js). */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSgBBwcHCggKEwoKEygaFhooKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKP/AABEIABAAEAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AAQb1jtvsttLtIj+y7tpT5fL8rpz18hm2dDA/f5snLT21+ifMnppK/M3d2gr8yj7RXpzkre6TT92ko7cylo9Obzv7unu+6rz/eQ296xHb/vJM5v5cRB/lGZB8rPvB+bDny/NxlcSwSrxvyeyouR89kveWt+65fe1jeT+Be9K0lCVu1VHyO11G8k9V7r0T5nG2kFfmgvZ6xlJXdrOQQb1jtvsttLtIj+y7tpT5fL8rpz18hm2dDA/f5uNy09tfonzJ6aSvzN3doK/Mo+0V6c5K3uk0/dpKO3MpaPTm87+7p7vuq8/3kNvesR2/wC8kzm/lxEH+UZkHys+8H5sOfL83GVxLBKvG/J7Ki5Hz2S95a37rl97WN5P4F70rSUJW7VUfI7XUbyT1XuvRPmcbaQV+aC9nrGUld2s/wD/2Q==',
  'base64',
);
const WEBP = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

/** An answer's body as the assertions read it (a message, the profile, the picture). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- read by assertions only
type Answer = Record<string, any>;

const kinds: Array<'pglite' | 'postgres'> = ['pglite'];
if (await postgresReachable()) kinds.push('postgres');
else console.warn(`\n*** PostgreSQL not reachable at ${POSTGRES_URL}: the college pictures run on PGlite only ***\n`);

/** The college's logo and banner on the College Profile: upload, refuse, replace, remove, who may, and where it shows. */
describe.each(kinds)('college logo and banner on %s', (kind) => {
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>['app'];
  let admin: SessionClient;
  let principal: SessionClient;
  let dataDir = '';
  /** The bytes kept in the file store (DATA_DIR/files). */
  const storedBlobs = () => {
    try {
      return readdirSync(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true }).filter((e) =>
        e.isFile(),
      ).length;
    } catch {
      return 0;
    }
  };

  const picture = (bytes: Buffer, name: string, type = 'image/png') => {
    const body = new FormData();
    body.append('image', new File([new Uint8Array(bytes)], name, { type }));
    return body;
  };
  /** SessionClient sends JSON only: a multipart upload with its cookies. */
  const put = async (client: SessionClient, kind: string, body: FormData, headers: Record<string, string> = {}) => {
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.request(`/api/app/collegeProfile/${kind}`, {
      method: 'PUT',
      body,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const call = async (client: SessionClient, method: string, path: string) => {
    const res = await client.request(`/api/app/${path}`, { method });
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const storedRows = async () =>
    Number(
      (
        await database.handle.db.execute<{ n: string }>(
          sql`select count(*) as n from stored_files where owner_type = 'college'`,
        )
      ).rows[0]!.n,
    );
  const auditRows = async () =>
    (
      await database.handle.db.execute<{ before: unknown; after: unknown; user_name: string }>(
        sql`select before, after, user_name from list_changes where list = 'collegeProfile' order by id`,
      )
    ).rows;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    const { token } = await createFirstAdmin(
      database.handle.db,
      { username: 'principal.admin', email: 'admin@college.example.in', fullName: 'The Administrator' },
      { code: 'GCET', name: 'Govt College of Engineering' },
    );
    const built = testApp(database.handle);
    app = built.app;
    dataDir = built.config.dataDir;
    admin = new SessionClient(app);
    const reset = await admin.request('/api/auth/resetPassword', {
      json: { token, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect((await admin.signIn('principal.admin', PASSWORD)).status).toBe(200);
    await database.handle.db.insert(users).values({
      username: 'the.principal',
      email: 'principal@college.example.in',
      fullName: 'The Principal',
      passwordHash: await hashPassword(PASSWORD),
      roles: ['ROLE_PRINCIPAL'],
    });
    principal = new SessionClient(app);
    expect((await principal.signIn('the.principal', PASSWORD)).status).toBe(200);
  }, 120_000);
  afterAll(async () => database?.drop());

  // One walk, step by step: each step's pictures, rows and audit entries stand on what the steps before it did.
  it('takes the pictures from none to a logo and a banner and back, each change checked, audited and served', async () => {
    const audited = (await auditRows()).length;
    let logoUrl: string;
    // First: no pictures yet: the header keeps the install badge and no banner.
    {
      const profile = await call(admin, 'GET', 'collegeProfile');
      expect(profile.body).toMatchObject({ logo: null, banner: null });
      const header = await (await app.request('/api/app/getLogoDataForHeaders')).json();
      expect(Buffer.from(header.Logo, 'base64').toString()).toMatch(/^<svg/);
      expect(header.Banner).toBeNull();
      expect(await (await app.request('/api/app/getCollegeProfile')).json()).toMatchObject({
        logo: null,
        banner: null,
      });
    }

    // Then: refuses SVG, GIF, a renamed program, an oversized picture and a missing file; nothing changes.
    {
      const svg = await put(admin, 'logo', picture(SVG, 'logo.svg', 'image/svg+xml'));
      expect(svg).toEqual({ status: 415, body: { message: FILE_MESSAGES.wrongType('logo.svg', 'picture') } });
      expect((await put(admin, 'logo', picture(GIF, 'logo.gif', 'image/gif'))).status).toBe(415);
      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]);
      expect((await put(admin, 'banner', picture(exe, 'banner.png'))).status).toBe(415);
      const big = Buffer.concat([LOGO, Buffer.alloc(MB)]);
      const tooBig = await put(admin, 'logo', picture(big, 'big.png'));
      expect(tooBig).toEqual({ status: 413, body: { message: FILE_MESSAGES.tooLarge('big.png', MB) } });
      const cut = await put(admin, 'logo', picture(LOGO.subarray(0, LOGO.length - 40), 'cut.png'));
      expect(cut).toEqual({ status: 400, body: { message: FILE_MESSAGES.damagedImage('cut.png') } });
      expect((await put(admin, 'logo', new FormData())).body.message).toBe(FILE_MESSAGES.required('college logo'));
      expect((await call(admin, 'DELETE', 'collegeProfile/logo')).body.message).toBe(
        COLLEGE_IMAGE_MESSAGES.nothingToRemove('logo'),
      );
      expect(await storedRows()).toBe(0);
      expect(storedBlobs()).toBe(0);
      expect((await auditRows()).slice(audited)).toEqual([]);
      expect((await call(admin, 'GET', 'collegeProfile')).body).toMatchObject({ logo: null, banner: null });
    }

    // Then: lets only administrators change the pictures.
    {
      expect((await put(new SessionClient(app), 'logo', picture(LOGO, 'logo.png'))).status).toBe(401);
      const refused = await put(principal, 'logo', picture(LOGO, 'logo.png'));
      expect(refused).toEqual({ status: 403, body: { message: AUTH_MESSAGES.forbidden } });
      expect((await call(principal, 'DELETE', 'collegeProfile/logo')).status).toBe(403);
      expect(await storedRows()).toBe(0);
    }

    // Then: saves a logo, audited, served publicly by content hash with caching headers; a replay saves nothing twice.
    {
      const key = { 'Idempotency-Key': 'logo-upload-1' };
      const saved = await put(admin, 'logo', picture(LOGO, 'logo.png'), key);
      expect(saved.status).toBe(200);
      expect(saved.body.message).toBe(COLLEGE_IMAGE_MESSAGES.saved);
      expect(saved.body.profile.logo).toMatchObject({ mediaType: 'image/png', size: LOGO.length, name: 'logo.png' });
      logoUrl = saved.body.profile.logo.url;
      expect(logoUrl).toMatch(/^\/api\/app\/collegeImages\/[0-9a-f]{64}$/);
      const replay = await app.request('/api/app/collegeProfile/logo', {
        method: 'PUT',
        body: picture(LOGO, 'logo.png'),
        headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...key },
      });
      expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
      expect((await put(admin, 'logo', picture(LOGO, 'logo.png'))).status).toBe(200); // same bytes: no change
      expect(await storedRows()).toBe(1);
      const audit = (await auditRows()).slice(audited);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        user_name: 'principal.admin',
        before: { logo: null },
        after: { logo: { name: 'logo.png' } },
      });

      const served = await app.request(logoUrl);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const etag = served.headers.get('etag')!;
      expect(etag).toBe(`"${logoUrl.split('/').pop()}"`);
      expect(Buffer.from(await served.arrayBuffer()).equals(LOGO)).toBe(true);
      expect((await app.request(logoUrl, { headers: { 'if-none-match': etag } })).status).toBe(304);
      expect((await app.request(`/api/app/collegeImages/${'0'.repeat(64)}`)).status).toBe(404);
      expect((await app.request('/api/app/collegeImages/..%2Fetc')).status).toBe(404);

      const header = await (await app.request('/api/app/getLogoDataForHeaders')).json();
      expect(Buffer.from(header.Logo, 'base64').equals(LOGO)).toBe(true);
      expect(await (await app.request('/api/app/getCollegeProfile')).json()).toMatchObject({
        logo: logoUrl,
        banner: null,
      });
    }

    // Then: replaces the logo: the old picture is no longer served and its row is gone.
    {
      const replaced = await put(admin, 'logo', picture(WEBP, 'logo.webp', 'image/webp'));
      expect(replaced.status).toBe(200);
      expect(replaced.body.profile.logo).toMatchObject({ mediaType: 'image/webp', name: 'logo.webp' });
      expect(replaced.body.profile.logo.url).not.toBe(logoUrl);
      expect((await app.request(logoUrl)).status).toBe(404);
      expect((await app.request(replaced.body.profile.logo.url)).status).toBe(200);
      expect(await storedRows()).toBe(1);
      expect(storedBlobs()).toBe(1); // the replaced logo's bytes are gone once the change committed
      expect((await auditRows()).at(-1)).toMatchObject({
        before: { logo: { name: 'logo.png' } },
        after: { logo: { name: 'logo.webp' } },
      });
    }

    // Then: keeps a JPEG banner beside the logo, and removes each on its own.
    {
      const banner = await put(admin, 'banner', picture(JPEG, 'banner.jpg', 'image/jpeg'));
      expect(banner.status).toBe(200);
      expect(banner.body.profile.banner).toMatchObject({ mediaType: 'image/jpeg' });
      const header = await (await app.request('/api/app/getLogoDataForHeaders')).json();
      expect(Buffer.from(header.Banner, 'base64').equals(JPEG)).toBe(true);

      const removed = await call(admin, 'DELETE', 'collegeProfile/logo');
      expect(removed).toMatchObject({ status: 200, body: { message: COLLEGE_IMAGE_MESSAGES.removed('logo') } });
      expect(removed.body.profile).toMatchObject({ logo: null, banner: { mediaType: 'image/jpeg' } });
      const after = await (await app.request('/api/app/getLogoDataForHeaders')).json();
      expect(Buffer.from(after.Logo, 'base64').toString()).toMatch(/^<svg/);
      expect((await call(admin, 'DELETE', 'collegeProfile/banner')).status).toBe(200);
      expect(await storedRows()).toBe(0);
      expect(storedBlobs()).toBe(0);
      expect((await auditRows()).at(-1)).toMatchObject({
        before: { banner: { name: 'banner.jpg' } },
        after: { banner: null },
      });
      expect(await (await app.request('/api/app/getCollegeProfile')).json()).toMatchObject({
        logo: null,
        banner: null,
      });
    }
  });

  it('audits a change of the name and contact details too', async () => {
    const saved = await call(admin, 'GET', 'collegeProfile');
    expect(saved.status).toBe(200);
    const res = await admin.request('/api/app/collegeProfile', {
      method: 'PUT',
      json: {
        name: 'Govt College of Engineering, Anantapur',
        email: 'office@gcet.example.in',
        address: 'Sarada Nagar, Anantapur',
        phones: '08554 272000',
        aboutUs: '',
      },
    });
    expect((await res.json()).message).toBe(L.modified);
    expect((await auditRows()).at(-1)).toMatchObject({
      before: { name: 'Govt College of Engineering' },
      after: { name: 'Govt College of Engineering, Anantapur', email: 'office@gcet.example.in' },
    });
  });
});
