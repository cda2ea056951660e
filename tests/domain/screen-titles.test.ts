import { describe, expect, it } from 'vitest';
import { screenTitle } from '../../src/domain/menus/screen-titles';
import { keysInTwo, moduleTables } from './support/module-tables';

type Titles = Readonly<Record<string, string>>;

/** Every module's titles.ts, by file: each exports its screens' titles as one `*_TITLES` table. */
const TITLE_FILES = import.meta.glob<Record<string, Titles>>('../../src/domain/*/titles.ts', { eager: true });
const moduleTitles = moduleTables(TITLE_FILES, '_TITLES').map(({ name, table }) => ({ name, titles: table }));

/** The addresses two of these tables title (the merge would keep only the last). */
const titledTwice = keysInTwo;

describe("the screens' titles: every module's titles.ts, merged in screen-titles.ts", () => {
  it("finds the modules' titles and gives each screen its module's title", () => {
    expect(moduleTitles.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['ALUMNI_TITLES', 'LEAVE_TITLES', 'ADMISSIONS_TITLES']),
    );
    const wrong = moduleTitles
      .flatMap(({ titles }) => Object.entries(titles))
      .filter(([path, title]) => screenTitle(path) !== title);
    expect(wrong).toEqual([]);
  });

  it('titles each screen in one module only', () => {
    const tables = moduleTitles.map(({ titles }) => titles);
    expect(titledTwice(tables)).toEqual([]);
    expect(titledTwice([...tables, { '/app/Leave': 'Leave' }])).toEqual(['/app/Leave']);
  });

  it("keeps the shell's own title, a list's and a landing's", () => {
    expect(screenTitle('/app/Admin Menus')).toBe('Admin Menus');
    expect(screenTitle('/app/Admin/Lists/degrees')).toBe('Degrees and programmes');
    expect(screenTitle('/app/Dean Dashboard')).toBe('Dean Dashboard');
    expect(screenTitle('/app/Nowhere')).toBeNull();
  });
});
