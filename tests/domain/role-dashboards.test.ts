import { describe, expect, it } from 'vitest';
import { LOGIN_ROLES } from '../../src/domain/auth/roles';
import type { RoleDashboards } from '../../src/domain/dashboards/role-dashboard';
import { ROLE_DASHBOARDS } from '../../src/domain/dashboards/role-dashboards';
import { keysInTwo, moduleTables } from './support/module-tables';

/** Every module's dashboards.ts, by file: each exports its roles' dashboards as one `*_DASHBOARDS` table. */
const DASHBOARD_FILES = import.meta.glob<Record<string, RoleDashboards>>('../../src/domain/*/dashboards.ts', {
  eager: true,
});
const moduleDashboards = moduleTables(DASHBOARD_FILES, '_DASHBOARDS').map(({ name, table }) => ({
  name,
  dashboards: table,
}));
const tables = moduleDashboards.map(({ dashboards }) => dashboards);

/** The modules' roles whose dashboard a merged table lacks, or takes from elsewhere. */
const missing = (merged: RoleDashboards) =>
  tables
    .flatMap((table) => Object.entries(table))
    .filter(([role, dashboard]) => merged[role as keyof RoleDashboards] !== dashboard)
    .map(([role]) => role);

describe("the role dashboards: every module's dashboards.ts, merged in role-dashboards.ts", () => {
  it('finds the modules with dashboards and merges each of them', () => {
    expect(moduleDashboards.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['ALUMNI_DASHBOARDS', 'FACULTY_DASHBOARDS', 'PAYMENTS_DASHBOARDS']),
    );
    expect(missing(ROLE_DASHBOARDS)).toEqual([]);
    const { ROLE_ALUMNI: _alumni, ...withoutAlumni } = ROLE_DASHBOARDS;
    expect(missing(withoutAlumni)).toEqual(['ROLE_ALUMNI']);
  });

  it('gives every login role one dashboard, from one module only', () => {
    expect(Object.keys(ROLE_DASHBOARDS).sort()).toEqual([...LOGIN_ROLES].sort());
    expect(keysInTwo(tables)).toEqual([]);
    expect(keysInTwo([...tables, { ROLE_ALUMNI: ROLE_DASHBOARDS.ROLE_ALUMNI }])).toEqual(['ROLE_ALUMNI']);
  });
});
