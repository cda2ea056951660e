import { describe, expect, it } from 'vitest';
import { ALUMNI_PATHS } from '../../src/domain/alumni/paths';
import type { Access } from '../../src/domain/auth/access';
import { linksOf, MENU_TREE } from '../../src/domain/menus/menu-tree';
import { screenAccess } from '../../src/domain/menus/screen-access';
import { APP_PATHS } from '../../src/domain/routes/app-paths';
import { isKnownAppPath } from '../../src/domain/routes/known-paths';
import { keysInTwo, moduleTables } from './support/module-tables';

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

type Screens = Readonly<Record<string, Access>>;

/** Every module's screens.ts, by file: each exports who may open its screens as one `*_SCREENS` table. */
const SCREEN_FILES = import.meta.glob<Record<string, Screens>>('../../src/domain/*/screens.ts', { eager: true });
const moduleScreens = moduleTables(SCREEN_FILES, '_SCREENS').map(({ name, table }) => ({ name, screens: table }));

/** The addresses two of these tables claim (the merge would keep only the last). */
const claimedTwice = keysInTwo;

describe("the modules' screens (src/domain/*/screens.ts), merged in screen-access.ts", () => {
  it("finds the modules' screens and puts each in the screen-access table", () => {
    expect(moduleScreens.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['ALUMNI_SCREENS', 'LEAVE_SCREENS', 'ADMISSIONS_SCREENS']),
    );
    for (const { screens } of moduleScreens)
      for (const [path, access] of Object.entries(screens)) {
        expect(screenAccess(path), path).toBe(access);
      }
  });

  it('gives each screen to one module only', () => {
    const tables = moduleScreens.map(({ screens }) => screens);
    expect(claimedTwice(tables)).toEqual([]);
    expect(claimedTwice([...tables, { [ALUMNI_PATHS.alumniHistory]: 'public' }])).toEqual([ALUMNI_PATHS.alumniHistory]);
  });

  it('claims only addresses the app knows', () => {
    const unknown = moduleScreens
      .flatMap(({ screens }) => Object.keys(screens))
      .filter((path) => !isKnownAppPath(path.split('?')[0]!.replace('$id', '1')));
    expect(unknown).toEqual([]);
  });
});

describe('the menus', () => {
  it('leads every menu link to an address some module declares', () => {
    const unknown = linksOf(MENU_TREE)
      .map((link) => link.to.split('?')[0]!)
      .filter((path) => !isKnownAppPath(path));
    expect(unknown).toEqual([]);
    expect(isKnownAppPath('/app/Library/Books')).toBe(false);
  });
});
