import { describe, expect, it } from 'vitest';
import { ALL_ROLES, LANDING_BY_ROLE, LOGIN_ROLES } from '../../src/domain/auth/roles';
import { COUNTER_KEYS } from '../../src/domain/dashboards/counter-keys';
import { moduleFunctions } from '../../src/domain/dashboards/module-functions';
import { ROLE_DASHBOARDS, dashboardAt } from '../../src/domain/dashboards/role-dashboards';
import { isKnownAppPath } from '../../src/domain/routes/known-paths';
import { MENU_TREE, linksOf, menuFor } from '../../src/domain/menus/menu-tree';
import { screenAccess } from '../../src/domain/menus/screen-access';
import { PERMISSIONS } from '../../src/server/auth/permissions';

const allLinks = linksOf(MENU_TREE);

describe('menu tree (§2 header menus)', () => {
  it('gives each guarded link’s screen exactly the access its API route has in the server permission table', () => {
    for (const link of allLinks.filter((l) => l.api)) {
      expect(PERMISSIONS[link.api!], `${link.label}: ${link.api}`).toBeDefined();
      const server = PERMISSIONS[link.api!];
      // Create User posts to the public sign-up route, which checks USER_ADMIN_ROLES itself.
      if (server !== 'public') expect(screenAccess(link.to), link.label).toEqual(server);
    }
  });

  it('links only to screens that exist', () => {
    for (const role of ALL_ROLES) {
      for (const link of linksOf(menuFor([role])))
        expect(isKnownAppPath(link.to.split('?')[0]!), `${role} → ${link.to}`).toBe(true);
    }
  });

  it('differs by role: administration only for those who may use it', () => {
    const labels = (roles: string[]) => linksOf(menuFor(roles)).map((l) => l.label);
    expect(labels(['ROLE_ADMIN'])).toEqual(
      expect.arrayContaining(['Create User', 'Create Logins', 'Maintenance Mode', 'Admin Dashboard']),
    );
    expect(labels(['ROLE_ADMISSIONS'])).toContain('Create Logins');
    expect(labels(['ROLE_ADMISSIONS'])).not.toContain('Create User');
    expect(labels(['ROLE_STUDENT'])).not.toEqual(expect.arrayContaining(['Create Logins']));
    expect(menuFor(['ROLE_STUDENT']).map((c) => c.id)).not.toContain('administration');
    expect(labels(['ROLE_PARENT'])).toContain('Parent Dashboard');
    expect(linksOf(menuFor(['ROLE_PARENT'])).find((l) => l.label === 'Parent Dashboard')?.to).toBe(
      '/app/Parent Dashboard',
    );
    expect(linksOf(menuFor(['ROLE_PARENT'])).find((l) => l.label === 'My Profile')?.to).toBe('/app/Parent/Profile');
    expect(labels(['ROLE_STUDENT'])).not.toContain('My Profile');
    expect(labels(['ROLE_SECURITY'])).toContain('Home');
  });

  it('lists a dashboard for each of a multi-role user’s roles, once per landing', () => {
    const dashboards = menuFor(['ROLE_HOD', 'ROLE_FACULTY', 'ROLE_ACCOUNTANT', 'ROLE_ACCOUNTANTS_OFFICER'])[0]!
      .sections[0]!.links;
    expect(dashboards.map((l) => l.to)).toEqual([
      '/app/HOD Dashboard',
      '/Faculty Dashboard',
      '/app/Accounts Dashboard',
    ]);
  });

  it('uses only counters the server computes for badges', () => {
    for (const link of allLinks.filter((l) => l.badge)) expect(COUNTER_KEYS).toContain(link.badge);
  });
});

describe('role dashboards (§2 landing routes)', () => {
  it('has a dashboard for every login role, reached at its landing path', () => {
    for (const role of LOGIN_ROLES) {
      expect(dashboardAt(LANDING_BY_ROLE[role], [role])?.dashboard).toBe(ROLE_DASHBOARDS[role]);
      for (const key of ROLE_DASHBOARDS[role].counters) expect(COUNTER_KEYS).toContain(key);
    }
  });

  it('refuses a landing none of the user’s roles has, and uses the first role that lands there', () => {
    expect(dashboardAt('/app/Admin', ['ROLE_STUDENT'])).toBeNull();
    expect(dashboardAt('/app/Accounts Dashboard', ['ROLE_ACCOUNTANTS_OFFICER', 'ROLE_ACCOUNTANT'])?.role).toBe(
      'ROLE_ACCOUNTANTS_OFFICER',
    );
    expect(dashboardAt('/app', ['ROLE_PARENT'])?.role).toBeNull();
  });

  it("links a tile's functions that exist and marks the rest as still to come", () => {
    // Signed in already: the IQAC login is not offered again.
    expect(
      moduleFunctions(
        ROLE_DASHBOARDS.ROLE_IQAC_INCHARGE,
        ['IQAC login', 'NAAC', 'NIRF', 'OBE'],
        ['ROLE_IQAC_INCHARGE'],
      ),
    ).toEqual([
      { name: 'NAAC', to: '/iqacnewhome' },
      { name: 'NIRF', to: '/iqacnewhome' },
      { name: 'OBE', to: '/iqacnewhome' },
    ]);
    expect(
      moduleFunctions(ROLE_DASHBOARDS.ROLE_STUDENT, ['Dashboard', 'Online fee payment'], ['ROLE_STUDENT']),
    ).toEqual([{ name: 'Online fee payment', to: '/app/Student/Fee Payment' }]);
    expect(moduleFunctions(ROLE_DASHBOARDS.ROLE_ALUMNI, [], ['ROLE_ALUMNI'])).toEqual([
      { name: 'Alumni registration', to: '/app/Alumni/Registration Form' },
      { name: 'Alumni history', to: '/AlumniHistory' },
      { name: 'Alumni directory', to: '/app/Alumni/Directory' },
    ]);
  });
});
