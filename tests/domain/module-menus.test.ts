import { describe, expect, it } from 'vitest';
import type { MenuCategory, MenuLink } from '../../src/domain/menus/menu-links';
import { MENU_TREE, linksOf } from '../../src/domain/menus/menu-tree';
import { moduleTables } from './support/module-tables';

type Links = readonly MenuLink[];

/** Every module's menu.ts, by file: each exports its links as a `*_MENU` list per menu section it fills. */
const MENU_FILES = import.meta.glob<Record<string, Links>>('../../src/domain/*/menu.ts', { eager: true });
const moduleMenus = moduleTables(MENU_FILES, '_MENU').map(({ name, table }) => ({ name, links: table }));

/** Every module's link, each once. */
const moduleLinks = moduleMenus.flatMap(({ links }) => links);

/** The modules' links a tree leaves out. */
const unplaced = (tree: readonly MenuCategory[]) => {
  const placed = linksOf(tree);
  return moduleLinks.filter((link) => !placed.includes(link)).map(({ label }) => label);
};

describe("the menu links: every module's menu.ts, placed in menu-tree.ts", () => {
  it('finds the modules with menu links', () => {
    expect(moduleMenus.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['ALUMNI_MENU', 'LEAVE_MENU', 'PAYMENTS_FEES_MENU']),
    );
  });

  it("places every module's links in the tree once, and no link of its own", () => {
    expect(unplaced(MENU_TREE)).toEqual([]);
    expect(linksOf(MENU_TREE)).toHaveLength(moduleLinks.length);
  });

  it("fails when a module's links are left out of the tree", () => {
    const withoutAlumni = MENU_TREE.filter(({ id }) => id !== 'alumni');
    expect(unplaced(withoutAlumni)).toEqual(['Alumni Registration', 'Alumni History', 'Alumni Directory']);
  });

  it('keeps each menu in its order: a section fed by several modules reads in the order written', () => {
    const section = (id: string, title: string) =>
      MENU_TREE.find((c) => c.id === id)!
        .sections.find((s) => s.title === title)!
        .links.map(({ label }) => label);
    expect(section('exams', 'Results')).toEqual([
      'Exam Cell',
      'Internal marks',
      'Result Analysis',
      'Exam Results',
      'My Results',
    ]);
    expect(section('faculty', 'Timetables')).toEqual(['My Timetable', 'College calendar', 'Timetables']);
    expect(MENU_TREE.map(({ id }) => id)).toEqual([
      'exams',
      'faculty',
      'administration',
      'library',
      'hostel',
      'transport',
      'alumni',
      'tools',
      'account',
      'help',
    ]);
  });
});
