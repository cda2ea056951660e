import { describe, expect, it } from 'vitest';
import { signedInLandingForLoginModule } from '../../src/domain/home/module-roles';
import { MODULE_TILES, visitorTilesFirst } from '../../src/domain/home/module-tiles';

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
