import { describe, expect, it } from 'vitest';
import { LANDING_BY_ROLE, LOGIN_ROLES } from '../../src/domain/auth/roles';
import {
  DASHBOARD_SLUGS,
  MODULE_ROLES,
  dashboardSlugOutcome,
  isDashboardSlugPath,
  moduleLandingFor,
  roleSlug,
} from '../../src/domain/home/module-roles';
import { MODULE_TILES } from '../../src/domain/home/module-tiles';
import { isKnownAppPath } from '../../src/domain/routes/known-paths';

describe('module → roles (/erphome cards)', () => {
  it('names a role list for every home tile, and no module that is not a tile', () => {
    expect(Object.keys(MODULE_ROLES).sort()).toEqual(MODULE_TILES.map((t) => t.title).sort());
  });

  it('gives every login role at least one module (the Leave tile opens for every member of staff)', () => {
    const covered = new Set(Object.values(MODULE_ROLES).flat());
    expect(LOGIN_ROLES.filter((r) => !covered.has(r))).toEqual([]);
  });

  it.each([
    ['Library', ['ROLE_LIBRARY_INCHARGE'], '/app/Library Dashboard'],
    ['Library', ['ROLE_OPAC_LIBRARY'], '/app/Library/View Books'],
    ['Admin', ['ROLE_ADMIN'], '/app/Admin'],
    ['Authority', ['ROLE_CHAIRMAN'], '/app/Dashboard/Dashboard View'],
    ['Authority', ['ROLE_FACULTY', 'ROLE_DEAN'], '/app/Dean Dashboard'],
    ['Accounts', ['ROLE_FEEPAYMENTS'], '/app/feepayments/Dashboard'],
    ['Exams', ['ROLE_EXAMINATION'], '/app/Examinations/Exams'],
    ['Exams', ['ROLE_PRINCIPAL'], '/app/Examinations/Exams'],
    ['Parent', ['ROLE_PARENT'], '/app/Parent Dashboard'],
  ])('sends a %s card of a user with %j to %s', (module, roles, landing) => {
    expect(moduleLandingFor(module, roles)).toBe(landing);
  });

  it('sends nobody to a dashboard of a module their roles do not open', () => {
    expect(moduleLandingFor('Admin', ['ROLE_STUDENT'])).toBeNull();
    expect(moduleLandingFor('OBE', ['ROLE_ADMIN'])).toBeNull();
    expect(moduleLandingFor('No such module', ['ROLE_ADMIN'])).toBeNull();
  });
});

describe('/{role}/dashboard slugs', () => {
  it('has the slug of every login role, lower case without ROLE_', () => {
    for (const role of LOGIN_ROLES) expect(DASHBOARD_SLUGS.get(roleSlug(role))?.roles).toEqual([role]);
    expect(roleSlug('ROLE_PLACEMENT_rDEAN')).toBe('placement_rdean');
  });

  it.each([
    'placement',
    'library',
    'accounts',
    'iqac',
    'hostel',
    'transport',
    'transportation',
    'grievance',
    'alumni',
    'management',
    'parent',
  ])('knows the alias %s', (slug) => {
    expect(DASHBOARD_SLUGS.has(slug)).toBe(true);
  });

  it('leaves the first segments of other routes alone', () => {
    for (const taken of ['app', 'login', 'register', 'results', 'signin'])
      expect(DASHBOARD_SLUGS.has(taken)).toBe(false);
  });

  it.each([
    ['admin', ['ROLE_ADMIN'], { kind: 'landing', path: '/app/Admin' }],
    ['ADMIN', ['ROLE_ADMIN'], { kind: 'landing', path: '/app/Admin' }],
    ['library', ['ROLE_LIBRARY_ASSISTANT'], { kind: 'landing', path: '/app/Library/View Books' }],
    ['placement_rdean', ['ROLE_PLACEMENT_rDEAN'], { kind: 'landing', path: LANDING_BY_ROLE.ROLE_PLACEMENT_rDEAN }],
    ['principal', ['ROLE_FACULTY', 'ROLE_PRINCIPAL'], { kind: 'landing', path: '/app/Principal DashBoard' }],
    ['admin', null, { kind: 'login', path: '/login/Admin' }],
    ['placement', null, { kind: 'login', path: '/login/Placements Cell' }],
    ['iqac_coordinator', null, { kind: 'login', path: '/login/IQAC' }],
    ['admin', ['ROLE_STUDENT'], { kind: 'no-permission' }],
    ['nobody', ['ROLE_ADMIN'], { kind: 'unknown' }],
    ['constructor', null, { kind: 'unknown' }],
  ])('sends /%s/dashboard for roles %j to %j', (slug, roles, outcome) => {
    expect(dashboardSlugOutcome(slug, roles)).toEqual(outcome);
  });

  it('is answered 200 by the server for known slugs only (any case), 404 otherwise', () => {
    for (const p of [
      '/admin/dashboard',
      '/Library/Dashboard',
      '/placement_rdean/dashboard/',
      '/restoreCredentials',
      '/coming-soon',
      '/erphome',
    ])
      expect(isKnownAppPath(p)).toBe(true);
    for (const p of ['/nobody/dashboard', '/admin/dashboards', '/admin', '/a/admin/dashboard'])
      expect(isKnownAppPath(p)).toBe(false);
    expect(isDashboardSlugPath('/app/dashboard')).toBe(false);
  });
});
