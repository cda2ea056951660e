import { and, eq, isNotNull, notLike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/domain/auth/messages';
import { LOCALE_COOKIE } from '../../src/domain/i18n/locales';
import { hashPassword } from '../../src/server/auth/password-hash';
import { users } from '../../src/server/db/schema';
import { postgresReachable, seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';

const DEMO = 'Campus@2026';
const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** The language is kept by the database's own column and check: both kinds of database the server runs on. */
const KINDS = (await postgresReachable()) ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(KINDS)('the interface language an account keeps (%s)', (kind) => {
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>['app'];
  let demoHash: string;

  beforeAll(async () => {
    database = await seededDatabase(kind, { collegeCode: 'DEMO', collegeName: 'Demo College' });
    demoHash = await hashPassword(DEMO);
    ({ app } = testApp(database.handle));
  }, 120_000);
  afterAll(async () => database?.drop());

  let accountsMade = 0;
  /** A new account of its own, password DEMO, so the demo accounts stay as seeded. */
  async function ownAccount() {
    const username = `linguist${++accountsMade}`;
    const [row] = await database.handle.db
      .insert(users)
      .values({
        username,
        email: `${username}@demo-college.edu.in`,
        fullName: `Own ${username}`,
        passwordHash: demoHash,
        roles: ['ROLE_FACULTY'],
      })
      .returning({ id: users.id });
    return { id: row!.id, username };
  }

  const keptLanguage = async (id: number) =>
    (await database.handle.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]!.language;
  const localeCookie = (client: SessionClient) => client.lastSetCookies.find((c) => c.startsWith(`${LOCALE_COOKIE}=`));
  const choose = (client: SessionClient, json: unknown, headers?: Record<string, string>) =>
    client.request('/api/auth/language', { method: 'PUT', json, headers });
  const signInKiosk = (client: SessionClient, username: string) =>
    client.request('/api/auth/signin?module=Admin', {
      json: { username, password: DEMO, module: 'Admin', kiosk: true },
    });

  it('seeds every demo account without a language (English)', async () => {
    // The tests run in any order: the accounts they make are left out.
    const chosen = await database.handle.db
      .select({ username: users.username })
      .from(users)
      .where(and(isNotNull(users.language), notLike(users.username, 'linguist%')));
    expect(chosen).toEqual([]);
  });

  it('answers language null at sign-in and from /me until the user chooses, and sets no lang cookie', async () => {
    const client = new SessionClient(app);
    const signedIn = await client.signIn('faculty', DEMO);
    expect((await signedIn.json()).language).toBeNull();
    expect(localeCookie(client)).toBeUndefined();
    expect((await (await client.request('/api/auth/me')).json()).language).toBeNull();
  });

  it('keeps the chosen language: answers { language }, sets a readable lang cookie for a year, and /me reads it back', async () => {
    const { id, username } = await ownAccount();
    const client = new SessionClient(app);
    await client.signIn(username, DEMO);
    const res = await choose(client, { language: 'te' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ language: 'te' });
    const cookie = localeCookie(client)!;
    expect(cookie).toMatch(/^lang=te;/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(new RegExp(`Max-Age=${YEAR_SECONDS}`));
    expect(await keptLanguage(id)).toBe('te');
    expect((await (await client.request('/api/auth/me')).json()).language).toBe('te');

    expect(await (await choose(client, { language: 'hi' })).json()).toEqual({ language: 'hi' });
    expect((await (await client.request('/api/auth/me')).json()).language).toBe('hi');
  });

  it('answers the language at sign-in on another device and sets its lang cookie, so the device follows the account', async () => {
    const { username } = await ownAccount();
    const desk = new SessionClient(app);
    await desk.signIn(username, DEMO);
    await choose(desk, { language: 'hi' });

    const phone = new SessionClient(app);
    const res = await phone.signIn(username, DEMO);
    expect((await res.json()).language).toBe('hi');
    expect(localeCookie(phone)).toMatch(/^lang=hi;.*SameSite=Lax/i);
    expect(phone.cookies.get(LOCALE_COOKIE)).toBe('hi');
  });

  it("refuses a language not offered with 400 'Choose English, Telugu or Hindi.' and keeps the one kept", async () => {
    const { id, username } = await ownAccount();
    const client = new SessionClient(app);
    await client.signIn(username, DEMO);
    await choose(client, { language: 'te' });
    for (const language of ['fr', 'EN', 'te-IN', '', null, 1]) {
      const res = await choose(client, { language });
      expect(res.status, String(language)).toBe(400);
      expect(await res.json()).toEqual({ message: 'Choose English, Telugu or Hindi.' });
      expect(localeCookie(client)).toBeUndefined();
    }
    for (const body of [{}, ['te']]) expect((await choose(client, body)).status, JSON.stringify(body)).toBe(400);
    expect(await keptLanguage(id)).toBe('te');
  });

  it('answers 401 to a signed-out caller and sets nothing', async () => {
    const client = new SessionClient(app);
    const res = await choose(client, { language: 'te' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: AUTH_MESSAGES.sessionRequired });
    expect(localeCookie(client)).toBeUndefined();
  });

  it("leaves the account and the kiosk's lang cookie alone on a kiosk: sign-in sets no cookie, a choice answers 204", async () => {
    const { id, username } = await ownAccount();
    await database.handle.db.update(users).set({ language: 'te' }).where(eq(users.id, id));
    const kiosk = new SessionClient(app);
    const signedIn = await signInKiosk(kiosk, username);
    // The answer still says what the account keeps; the kiosk's own language is the app's to keep.
    expect((await signedIn.json()).language).toBe('te');
    expect(localeCookie(kiosk)).toBeUndefined();

    const res = await choose(kiosk, { language: 'hi' });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(localeCookie(kiosk)).toBeUndefined();
    expect(await keptLanguage(id)).toBe('te');
    expect((await (await kiosk.request('/api/auth/me')).json()).language).toBe('te');
    // A bad body is refused on a kiosk too.
    expect((await choose(kiosk, { language: 'fr' })).status).toBe(400);
  });

  it('sets the cookie on every PUT with an Idempotency-Key instead of replaying a stored answer without it', async () => {
    const { username } = await ownAccount();
    const client = new SessionClient(app);
    await client.signIn(username, DEMO);
    const headers = { 'Idempotency-Key': `lang-${kind}` };
    for (let i = 0; i < 2; i++) {
      const res = await choose(client, { language: 'te' }, headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('Idempotent-Replayed')).toBeNull();
      expect(localeCookie(client)).toMatch(/^lang=te;/);
    }
  });

  it('refuses a language outside the three in the database itself (the users_language check)', async () => {
    const { id } = await ownAccount();
    await expect(
      database.handle.db
        .update(users)
        .set({ language: 'fr' as 'en' })
        .where(eq(users.id, id)),
    ).rejects.toThrow();
    expect(await keptLanguage(id)).toBeNull();
  });
});
