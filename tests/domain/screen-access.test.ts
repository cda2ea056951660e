import { describe, expect, it } from 'vitest';
import { ALL_ROLES, LOGIN_ROLES, type LoginRole } from '../../src/domain/auth/roles';
import { moduleFunctions } from '../../src/domain/dashboards/module-functions';
import { ROLE_DASHBOARDS } from '../../src/domain/dashboards/role-dashboards';
import { MODULE_TILES } from '../../src/domain/home/module-tiles';
import { linksOf, menuFor } from '../../src/domain/menus/menu-tree';
import { isSignInPath, mayOpen } from '../../src/domain/menus/screen-access';
import { isKnownAppPath } from '../../src/domain/routes/known-paths';
import { LIST_KINDS } from '../../src/domain/academic/list-descriptor';
import { LIST_READERS_BY_KIND } from '../../src/domain/academic/list-readers';
import { LISTS } from '../../src/domain/academic/lists';
import { LIST_TITLES, listTitle } from '../../src/domain/academic/list-titles';

/** What a role's dashboard lists as its module's functions (as the dashboard screen asks for them). */
const functionsOf = (role: LoginRole) => {
  const dashboard = ROLE_DASHBOARDS[role];
  const tile = MODULE_TILES.find((t) => t.title === dashboard.module);
  return moduleFunctions(dashboard, tile?.functions ?? [], [role]);
};

describe('screen access: one rule for menus and screens', () => {
  it('lets every demo role open every menu entry it is offered, none of them a sign-in page', () => {
    for (const role of ALL_ROLES) {
      for (const link of linksOf(menuFor([role]))) {
        expect(mayOpen([role], link.to), `${role} → ${link.label} (${link.to})`).toBe(true);
        expect(isSignInPath(link.to), `${role} → ${link.to}`).toBe(false);
        expect(isKnownAppPath(link.to.split('?')[0]!), `${role} → ${link.to}`).toBe(true);
      }
    }
  });

  it('lets every login role open every function its dashboard links, none of them a sign-in page', () => {
    for (const role of LOGIN_ROLES) {
      for (const f of functionsOf(role).filter((f) => f.to !== null)) {
        expect(mayOpen([role], f.to!), `${role} → ${f.name} (${f.to})`).toBe(true);
        expect(isSignInPath(f.to!), `${role} → ${f.to}`).toBe(false);
      }
    }
  });

  it('offers Approvals (changes to authorize) only to those who authorize them', () => {
    for (const role of ['ROLE_DEAN', 'ROLE_CHAIRMAN', 'ROLE_CORRESPONDENCE', 'ROLE_ADMINISTRATION'] as const)
      expect(
        functionsOf(role).map((f) => f.name),
        role,
      ).not.toContain('Approvals');
    expect(functionsOf('ROLE_PRINCIPAL')).toContainEqual({ name: 'Approvals', to: '/app/Admin/Changes to Authorize' });
  });

  it('does not offer a signed-in IQAC user the IQAC login again', () => {
    expect(functionsOf('ROLE_IQAC_INCHARGE').map((f) => f.name)).not.toContain('IQAC login');
    expect(mayOpen(null, '/login/IQAC')).toBe(true);
    expect(mayOpen(['ROLE_IQAC_INCHARGE'], '/login/IQAC')).toBe(false);
  });

  it("links the academics dashboard's degrees, courses and semesters to their lists", () => {
    expect(functionsOf('ROLE_ACADEMICS')).toEqual([
      { name: 'Degrees, batches and branches', to: '/app/Admin/Lists/degrees' },
      { name: 'Courses', to: '/app/Admin/Lists/subjects' },
      { name: 'Semesters', to: '/app/Admin/Lists/semesters' },
    ]);
  });

  it('refuses an address no rule covers (fails closed)', () => {
    expect(mayOpen(['ROLE_ADMIN'], '/app/Something New')).toBe(false);
    expect(mayOpen(['ROLE_ADMIN'], '/app/Admin/Lists/unknownList')).toBe(false);
    expect(mayOpen(null, '/app/Admin/Lists')).toBe(false);
    expect(mayOpen(null, '/examresults')).toBe(true);
  });

  it("opens a record's screen by its number only ('/app/Admin/Students/42', not '/app/Admin/Students/abc')", () => {
    expect(mayOpen(['ROLE_HOD'], '/app/Admin/Students/42')).toBe(true);
    expect(mayOpen(['ROLE_ADMIN'], '/app/Admin/Students/abc')).toBe(false);
    expect(mayOpen(['ROLE_ADMIN'], '/app/Admin/Faculty/7')).toBe(true);
    expect(mayOpen(['ROLE_STUDENT'], '/app/Admin/Faculty/7')).toBe(false);
  });
});

describe('the list readers the screen-access rule reads', () => {
  it("are each list descriptor's readers", () => {
    for (const kind of LIST_KINDS) expect(LIST_READERS_BY_KIND[kind], kind).toBe(LISTS[kind].readers);
  });

  it("name each list as its descriptor does, and an unknown list 'Lists'", () => {
    for (const kind of LIST_KINDS) expect(LIST_TITLES[kind], kind).toBe(LISTS[kind].title);
    expect(listTitle('unknownList')).toBe('Lists');
  });
});
