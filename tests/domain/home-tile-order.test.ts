import { describe, expect, it } from 'vitest';
import { signedInLandingForLoginModule } from '../../src/domain/home/module-roles';
import { introductionsFor } from '../../src/domain/dashboards/role-introductions';
import { functionsOffered, MODULE_TILES, visitorTilesFirst } from '../../src/domain/home/module-tiles';

describe('home tile order', () => {
  it("puts visitors' tiles first, Results leading, and keeps the seed's order for staff tiles", () => {
    const titles = visitorTilesFirst(MODULE_TILES).map((t) => t.title);
    expect(titles.slice(0, 3)).toEqual(['Results', 'Student', 'Parent']);
    const staff = MODULE_TILES.map((t) => t.title).filter((t) => !['Results', 'Student', 'Parent'].includes(t));
    expect(titles.slice(3)).toEqual(staff);
  });

  it('keeps every tile exactly once', () => {
    expect(visitorTilesFirst(MODULE_TILES)).toHaveLength(MODULE_TILES.length);
  });
});

describe('a signed-in user on a module sign-in page', () => {
  it.each([
    ['Student', ['ROLE_STUDENT'], '/app/Student'],
    ['parent', ['ROLE_PARENT'], '/app/Parent Dashboard'],
    ['Management', ['ROLE_CHAIRMAN'], '/app/Dashboard/Dashboard View'],
    ['Faculty', ['ROLE_FACULTY'], '/Faculty Dashboard'],
  ])('goes from /login/%s with %j to their own landing', (module, roles, landing) => {
    expect(signedInLandingForLoginModule(module, roles)).toBe(landing);
  });

  it('keeps the sign-in form for a module their roles do not open', () => {
    expect(signedInLandingForLoginModule('Admin', ['ROLE_STUDENT'])).toBeNull();
    expect(signedInLandingForLoginModule('Nowhere', ['ROLE_ADMIN'])).toBeNull();
  });
});

describe('accreditation functions promised', () => {
  const iqac = MODULE_TILES.find((t) => t.title === 'IQAC')!.functions;
  it('leaves out NAAC, NIRF and OBE when their sites are not configured', () => {
    expect(functionsOffered(iqac, () => false)).toEqual(['IQAC login']);
    expect(functionsOffered(iqac, (site) => site === 'nirf')).toEqual(['IQAC login', 'NIRF']);
    expect(functionsOffered([{ name: 'NAAC' }, { name: 'Reports' }], () => false)).toEqual([{ name: 'Reports' }]);
  });
});

describe('landings without screens of their own', () => {
  it.each(['ROLE_DIRECTOR', 'ROLE_SECURITY', 'ROLE_INVENTORY'])('say what %s can do', (role) => {
    const [text] = introductionsFor([role]);
    expect(text).toMatch(/can /);
  });
  it('say nothing for roles with a dashboard of their own', () => {
    expect(introductionsFor(['ROLE_ADMIN', 'ROLE_STUDENT'])).toEqual([]);
  });
});
