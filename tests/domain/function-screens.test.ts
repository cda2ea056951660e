import { describe, expect, it } from 'vitest';
import { FUNCTION_SCREENS } from '../../src/domain/dashboards/function-screens';
import { isKnownAppPath } from '../../src/domain/routes/known-paths';
import { keysInTwo, moduleTables } from './support/module-tables';

type Functions = Readonly<Record<string, string>>;

/** Every module's functions.ts, by file: each exports its tile functions as one `*_FUNCTIONS` table. */
const FUNCTION_FILES = import.meta.glob<Record<string, Functions>>('../../src/domain/*/functions.ts', { eager: true });
const moduleFunctions = moduleTables(FUNCTION_FILES, '_FUNCTIONS').map(({ name, table }) => ({
  name,
  functions: table,
}));

/** The functions of these tables that lead to an address the app does not know. */
const unknownAddresses = (tables: readonly Functions[]) =>
  tables.flatMap((table) => Object.entries(table)).filter(([, to]) => !isKnownAppPath(to.split('?')[0]!));

/** The function names two of these tables give (the merge would keep only the last). */
const namesInTwo = keysInTwo;

const tables = moduleFunctions.map(({ functions }) => functions);

/** The modules' functions a merged table lacks, or leads elsewhere. */
const missing = (merged: Functions) =>
  tables.flatMap((table) => Object.entries(table)).filter(([name, to]) => merged[name] !== to);

describe("the home tiles' function screens: every module's functions.ts, merged", () => {
  it('finds the modules with tile functions and merges each of them', () => {
    expect(moduleFunctions.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['ALUMNI_FUNCTIONS', 'LEAVE_FUNCTIONS', 'ACADEMIC_FUNCTIONS']),
    );
    expect(missing(FUNCTION_SCREENS)).toEqual([]);
    expect(Object.keys(FUNCTION_SCREENS)).toHaveLength(tables.flatMap((table) => Object.keys(table)).length);
    const { Student: _student, ...withoutStudents } = FUNCTION_SCREENS;
    expect(missing(withoutStudents)).toEqual([['Student', '/app/Admin/Students']]);
  });

  it('leads every function to an address the app knows', () => {
    expect(unknownAddresses(tables)).toEqual([]);
    expect(unknownAddresses([{ Library: '/app/Library/Books' }])).toEqual([['Library', '/app/Library/Books']]);
  });

  it('gives each function name to one module only', () => {
    expect(namesInTwo(tables)).toEqual([]);
    expect(namesInTwo([...tables, { Student: '/app/Admin/Students' }])).toEqual(['Student']);
  });
});
