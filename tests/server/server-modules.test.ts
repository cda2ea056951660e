import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, permissionKey } from '../../src/server/auth/permissions';
import type { AppEnv } from '../../src/server/auth/session-user';
import { loadConfig } from '../../src/server/config';
import { moduleContext } from '../../src/server/module-context';
import { fileOwnerTable, permissionTable } from '../../src/server/module-tables';
import { SERVER_MODULES } from '../../src/server/modules';
import { API_OPERATIONS } from '../../src/server/modules/docs/operations';
import type { ServerModule } from '../../src/server/modules/server-module';
import { freshDatabase } from './support/databases';

const moduleWith = (name: string, permissions: ServerModule['permissions']): ServerModule => ({
  name,
  mount: '/app',
  permissions,
  operations: {},
  build: () => ({ router: new Hono<AppEnv>() }),
});

describe('server modules (src/server/modules.ts)', () => {
  it('have distinct names', () => {
    const names = SERVER_MODULES.map((m) => m.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('each declare the permission line of every route their router registers, and no other', async () => {
    const database = await freshDatabase('pglite');
    try {
      const config = loadConfig({
        STATIC_DIR: '/nonexistent-static',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'campus-test-data-')),
      });
      const logger = pino({ level: 'silent' });
      const context = moduleContext({ config, database: database.handle, logger, sms: null, clock: () => new Date() });
      for (const module of SERVER_MODULES) {
        const registered = module
          .build(context)
          .router.routes.filter((r) => r.method !== 'ALL' && !r.path.includes('*'))
          .map((r) => permissionKey(r.method, `/api${module.mount}${r.path}`));
        expect([...new Set(registered)].sort(), module.name).toEqual(Object.keys(module.permissions).sort());
      }
    } finally {
      await database.drop();
    }
  });

  it('refuses to start when two modules declare the same permission line, naming both', () => {
    const first = moduleWith('first', { 'GET /api/app/thing': 'public' });
    const second = moduleWith('second', { 'GET /api/app/thing': 'signed-in' });
    expect(() => permissionTable({}, [first, second])).toThrow(
      "The permission line 'GET /api/app/thing' is declared by both first and second",
    );
    expect(() => permissionTable({ 'GET /api/app/thing': 'public' }, [first])).toThrow(/both core and first/);
  });

  it('refuses a permission line outside the mount of the module that declares it', () => {
    expect(() => permissionTable({}, [moduleWith('misplaced', { 'GET /api/auth/thing': 'public' })])).toThrow(
      'Module misplaced declares lines outside /api/app: GET /api/auth/thing',
    );
  });

  it('refuses to start when two owners of stored files share an owner type', () => {
    const owner = () => true;
    expect(() =>
      fileOwnerTable({ user: owner }, [
        { name: 'leave', fileOwners: { leave: owner } },
        { name: 'other', fileOwners: { leave: owner } },
      ]),
    ).toThrow("The file owner type 'leave' is declared by both leave and other");
  });

  it('describe in the API only calls of the permission table', () => {
    expect(Object.keys(API_OPERATIONS).filter((key) => !(key in PERMISSIONS))).toEqual([]);
  });
});
