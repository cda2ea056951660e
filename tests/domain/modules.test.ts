import { describe, expect, it } from 'vitest';
import { ALUMNI_MODULE } from '../../src/domain/alumni/module';
import { ALUMNI_PATHS } from '../../src/domain/alumni/paths';
import { DOMAIN_MODULES, moduleScreens, type DomainModule } from '../../src/domain/modules';
import { linksOf, MENU_TREE } from '../../src/domain/menus/menu-tree';
import { screenAccess } from '../../src/domain/menus/screen-access';
import { screenTitle } from '../../src/domain/menus/screen-titles';
import { APP_PATHS } from '../../src/domain/routes/app-paths';
import { isKnownAppPath } from '../../src/domain/routes/known-paths';

/** Every module's paths.ts, by file: each exports its addresses as one `*_PATHS` object. */
const PATHS_FILES = import.meta.glob<Record<string, Readonly<Record<string, string>>>>('../../src/domain/*/paths.ts', {
  eager: true,
});
const modulePaths = Object.entries(PATHS_FILES).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name]) => name.endsWith('_PATHS'))
    .map(([name, paths]) => ({ file, name, paths })),
);

describe("the modules' addresses (src/domain/*/paths.ts) and APP_PATHS", () => {
  it('finds every module with routes', () => {
    expect(modulePaths.map(({ name }) => name)).toEqual(expect.arrayContaining(['ALUMNI_PATHS', 'LEAVE_PATHS']));
    expect(modulePaths.length).toBeGreaterThan(20);
  });

  it("puts each module's addresses in APP_PATHS, under the same names", () => {
    for (const { name, paths } of modulePaths)
      for (const [key, path] of Object.entries(paths)) expect(APP_PATHS, `${name}.${key}`).toHaveProperty(key, path);
  });

  it('never gives one name or one address to two modules (a spread would quietly drop one)', () => {
    const entries = modulePaths.flatMap(({ paths }) => Object.entries(paths));
    const keys = entries.map(([key]) => key);
    const values = entries.map(([, path]) => path);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(values.filter((path, i) => values.indexOf(path) !== i)).toEqual([]);
    // APP_PATHS holds the modules' addresses and the shell's two (the Admin Menus page and the /app fallback).
    expect(Object.keys(APP_PATHS)).toHaveLength(keys.length + 2);
  });
});

describe('modules registered through a manifest (src/domain/modules.ts)', () => {
  it('puts its screens in the screen-access table, each with a title', () => {
    for (const module of DOMAIN_MODULES)
      for (const [path, screen] of Object.entries(module.screens)) {
        expect(screenAccess(path), path).toBe(screen.access);
        expect(screenTitle(path), path).toBeTruthy();
      }
  });

  it('throws when two manifests, or a manifest and the table, claim one screen', () => {
    const copy: DomainModule = {
      name: 'copy',
      screens: { [ALUMNI_PATHS.alumniHistory]: ALUMNI_MODULE.screens[ALUMNI_PATHS.alumniHistory]! },
    };
    expect(() => moduleScreens([ALUMNI_MODULE, copy])).toThrow(
      `copy: ${ALUMNI_PATHS.alumniHistory} is already a screen`,
    );
    expect(() => moduleScreens([ALUMNI_MODULE], [ALUMNI_PATHS.alumniDirectory])).toThrow(/alumni: .* already a screen/);
    expect(Object.keys(moduleScreens(DOMAIN_MODULES))).toContain(ALUMNI_PATHS.alumniRegistration);
  });

  it('leads every menu link to an address some module declares', () => {
    const unknown = linksOf(MENU_TREE)
      .map((link) => link.to.split('?')[0]!)
      .filter((path) => !isKnownAppPath(path));
    expect(unknown).toEqual([]);
    expect(isKnownAppPath('/app/Library/Books')).toBe(false);
  });
});
