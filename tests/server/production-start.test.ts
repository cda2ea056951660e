import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALL_ROLES, demoUserName } from '../../src/domain/auth/roles';
import { FIRST_ADMIN_MESSAGES } from '../../src/domain/auth/first-admin';
import { AUTH_MESSAGES } from '../../src/domain/auth/messages';
import { loadConfig } from '../../src/server/config';
import { DEMO_SECRETS } from '../../src/server/config-production';
import { openDatabase } from '../../src/server/db/client';
import { colleges, students, users } from '../../src/server/db/schema';
import { DEFAULT_DEMO_PASSWORD } from '../../src/server/demo/users';
import { createFirstAdmin } from '../../src/server/modules/users/first-admin';
import { CREATE_ADMIN_HINT, startApp } from '../../src/server/start';
import { freshDatabase, type TestDatabase } from './support/databases';
import { PRODUCTION_SECRETS } from './support/production-env';
import { SessionClient } from './support/session-client';

const SECRET_NAMES = Object.keys(DEMO_SECRETS);
const NEW_PASSWORD = 'Principal#2026';

function productionConfig(env: Record<string, string> = {}) {
  return loadConfig({
    ...PRODUCTION_SECRETS,
    STATIC_DIR: '/nonexistent-static',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'campus-prod-')),
    ...env,
  });
}

function memoryLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

const resetPassword = (client: SessionClient, token: string) =>
  client.request('/api/auth/resetPassword', { json: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });

describe('production refuses demo secrets', () => {
  it('names every missing secret in one error', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of SECRET_NAMES) expect(message).toContain(`${name} must be set in production`);
    expect(message).toContain('PUBLIC_URL must be set in production: the address students open');
  });

  it('refuses to start without PUBLIC_URL, the address the payment gateway sends payers back to', () => {
    const { PUBLIC_URL: _unset, ...withoutAddress } = PRODUCTION_SECRETS;
    expect(() => loadConfig(withoutAddress)).toThrow(/PUBLIC_URL must be set in production/);
    expect(() => loadConfig({ ...withoutAddress, PUBLIC_URL: '  ' })).toThrow(/PUBLIC_URL must be set in production/);
    expect(productionConfig().publicUrl).toBe(PRODUCTION_SECRETS.PUBLIC_URL);
    expect(productionConfig({ PUBLIC_URL: 'https://erp.college.example.in/' }).publicUrl).toBe(
      'https://erp.college.example.in',
    );
  });

  it('names every secret still at its demo value, together with any other bad value', () => {
    let message = '';
    try {
      loadConfig({ ...DEMO_SECRETS, NODE_ENV: 'production', PORT: 'eighty' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of SECRET_NAMES) expect(message).toContain(`${name} must not be its demo value in production`);
    expect(message).toContain('PORT must be a whole number');
    // One secret of its own is not enough: the others are still named.
    expect(() =>
      loadConfig({ ...DEMO_SECRETS, NODE_ENV: 'production', AADHAAR_KEY: 'a-production-aadhaar-key' }),
    ).toThrow(/CRYPTO_TOOL_KEY.*PASSWORD_AES_KEY.*GATEWAY_KEYS_SECRET/);
  });

  it('refuses SEED=always, never seeds on SEED=auto, and starts with secrets of its own', () => {
    expect(() => productionConfig({ SEED: 'always' })).toThrow('SEED=always is refused in production');
    const config = productionConfig();
    expect(config).toMatchObject({
      production: true,
      seed: 'never',
      cryptoToolKey: PRODUCTION_SECRETS.CRYPTO_TOOL_KEY,
    });
    // Outside production the demo defaults still work without any setting.
    expect(loadConfig({}).cryptoToolKey).toBe(DEMO_SECRETS.CRYPTO_TOOL_KEY);
  });
});

describe('a production start on an empty database', () => {
  // Each test starts from its own empty database: the second creates the administrator the first must not find.
  let database: TestDatabase;
  beforeEach(async () => {
    database = await freshDatabase('pglite');
  });
  afterEach(async () => database?.drop());

  it('loads no demo college and no demo login signs in; it says how to create the administrator', async () => {
    const { logger, lines } = memoryLogger();
    const { app, seeded, needsAdministrator } = await startApp({
      config: productionConfig(),
      database: database.handle,
      logger,
      schedules: false,
    });
    expect({ seeded, needsAdministrator }).toEqual({ seeded: false, needsAdministrator: true });
    const rows = (table: typeof colleges | typeof students | typeof users) =>
      database.handle.db.select({ n: count() }).from(table);
    expect(await Promise.all([rows(colleges), rows(students), rows(users)])).toEqual([
      [{ n: 0 }],
      [{ n: 0 }],
      [{ n: 0 }],
    ]);
    const client = new SessionClient(app);
    for (const role of ALL_ROLES)
      expect((await client.signIn(demoUserName(role), DEFAULT_DEMO_PASSWORD)).status).toBe(401);
    expect(lines.join('')).toContain(CREATE_ADMIN_HINT);
  }, 120_000);

  it('creates the first administrator, who chooses a password through a link that works once, then signs in', async () => {
    const { logger } = memoryLogger();
    const { token: firstToken, created } = await createFirstAdmin(
      database.handle.db,
      { username: 'principal', email: 'principal@college.example.in', fullName: 'The Principal' },
      { code: 'GCET', name: 'Govt College of Engineering' },
    );
    expect(created).toBe(true);
    // Until the password is set, running the step again for the same name gives a new link.
    const again = await createFirstAdmin(
      database.handle.db,
      { username: 'principal', email: 'principal@college.example.in', fullName: 'The Principal' },
      { code: 'GCET', name: 'G' },
    );
    expect(again.created).toBe(false);
    expect(again.token).not.toBe(firstToken);
    const token = again.token;
    const { app, needsAdministrator } = await startApp({
      config: productionConfig(),
      database: database.handle,
      logger,
      schedules: false,
    });
    expect(needsAdministrator).toBe(false);
    const client = new SessionClient(app);
    // No password works before the link is used (the account has none).
    expect((await client.signIn('principal', NEW_PASSWORD)).status).toBe(401);
    // The demo password is published: production refuses it, and variants of it, as a new password.
    for (const guessable of [DEFAULT_DEMO_PASSWORD, 'Campus#2027', 'cAMPUS@2026']) {
      const refused = await client.request('/api/auth/resetPassword', {
        json: { token, password: guessable, confirmPassword: guessable },
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ message: AUTH_MESSAGES.commonPassword });
    }
    expect((await resetPassword(client, token)).status).toBe(200);
    expect((await resetPassword(client, token)).status).toBe(400);
    const signIn = await client.signIn('principal', NEW_PASSWORD);
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({
      roles: ['ROLE_ADMIN'],
      landing: '/app/Admin',
      collegeName: 'Govt College of Engineering',
    });

    // A one-time step: once an administrator exists it refuses, for a new name and for the administrator's own.
    for (const username of ['second.admin', 'principal'])
      await expect(
        createFirstAdmin(
          database.handle.db,
          { username, email: 'x@college.example.in', fullName: 'X' },
          { code: 'GCET', name: 'G' },
        ),
      ).rejects.toThrow(FIRST_ADMIN_MESSAGES.administratorExists);
    expect((await database.handle.db.select().from(colleges)).map((c) => c.code)).toEqual(['GCET']);
  }, 120_000);
});

describe('npm run create-admin', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-create-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates the administrator in the embedded database and prints a single-use set-up link', async () => {
    const env = {
      ...process.env,
      ...PRODUCTION_SECRETS,
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://erp.college.example.in',
      COLLEGE_CODE: 'GCET',
    };
    const cli = path.resolve('src/server/create-admin-cli.ts');
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', cli, ...args], { env });
    await expect(run('--user', 'principal')).rejects.toMatchObject({
      stderr: expect.stringContaining(FIRST_ADMIN_MESSAGES.usage),
    });
    const { stdout } = await run(
      '--user',
      'principal',
      '--email',
      'principal@college.example.in',
      '--name',
      'The Principal',
    );
    const token = /https:\/\/erp\.college\.example\.in\/reset-password\?token=([\w-]+)/.exec(stdout)?.[1];
    expect(token).toBeTruthy();

    const database = await openDatabase({ dataDir });
    try {
      const { logger } = memoryLogger();
      const { app } = await startApp({
        config: productionConfig({ DATA_DIR: dataDir }),
        database,
        logger,
        schedules: false,
      });
      const client = new SessionClient(app);
      expect((await resetPassword(client, token!)).status).toBe(200);
      expect((await client.signIn('principal', NEW_PASSWORD)).status).toBe(200);
      expect((await client.request('/api/auth/me').then((r) => r.json())).roles).toEqual(['ROLE_ADMIN']);
    } finally {
      await database.close();
    }
  }, 120_000);
});
