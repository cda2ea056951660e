import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoUserName } from '../../src/domain/auth/roles';
import { loadConfig } from '../../src/server/config';
import { demo as seededDemo } from '../support/demo-rolls';
import { createFirstAdmin } from '../../src/server/modules/users/first-admin';
import { startApp } from '../../src/server/start';
import { startBanner } from '../../src/server/start-banner';
import { freshDatabase, type TestDatabase } from './support/databases';

const URL = 'http://localhost:3000';
const configWith = (env: Record<string, string>) =>
  loadConfig({
    STATIC_DIR: '/nonexistent-static',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'campus-banner-')),
    ...env,
  });

/** What the console says at start: the demo logins only where the demo college is. */
describe('the start-up banner of an empty install (SEED=never)', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await freshDatabase('pglite');
  });
  afterEach(async () => database?.drop());

  const bannerOf = async () => {
    const config = configWith({ SEED: 'never' });
    const started = await startApp({
      config,
      database: database.handle,
      logger: pino({ level: 'silent' }),
      schedules: false,
    });
    return { started, text: startBanner(config, { url: URL, databaseKind: 'pglite', ...started }) };
  };

  it('prints how to make the first administrator, and no demo login nor roll number', async () => {
    const { started, text } = await bannerOf();
    expect(started).toMatchObject({ seeded: false, demo: null, needsAdministrator: true });
    expect(text).toContain('npm run create-admin -- --user <name> --email <address>');
    expect(text).toContain('Set up the college');
    expect(text).not.toContain('demo');
    expect(text).not.toContain(seededDemo.demoRoll);
    expect(text).not.toMatch(new RegExp(`\\b${demoUserName('ROLE_PRINCIPAL')}\\b`));
  }, 120_000);

  it('once the first administrator is made, prints where to sign in and still no demo login', async () => {
    await createFirstAdmin(
      database.handle.db,
      { username: 'principal', email: 'principal@college.example.in', fullName: 'The Principal' },
      { code: 'GCET', name: 'Govt College of Engineering' },
    );
    const { started, text } = await bannerOf();
    expect(started).toMatchObject({ demo: null, needsAdministrator: false });
    expect(text).toContain(`Sign in at ${URL}/login/Admin`);
    expect(text).not.toContain('demo');
    expect(text).not.toContain('create-admin');
  }, 120_000);
});

describe('the start-up banner of the demo college', () => {
  it('lists the demo logins and a roll number to try', () => {
    const text = startBanner(configWith({}), {
      url: URL,
      databaseKind: 'pglite',
      demo: seededDemo.demoRoll,
      needsAdministrator: false,
    });
    expect(text).toContain(`try roll number ${seededDemo.demoRoll}`);
    expect(text).toContain('demo logins');
  });
});
