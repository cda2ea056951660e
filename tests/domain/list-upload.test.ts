import { describe, expect, it } from 'vitest';
import { AWARD_BAND_REASONS, DEFAULT_AWARD_BANDS } from '../../src/domain/academic/award-bands';
import { LIST_KINDS } from '../../src/domain/academic/list-descriptor';
import { LISTS } from '../../src/domain/academic/lists';
import {
  LIST_UPLOAD_MESSAGES,
  ReferenceIndex,
  UPLOAD_KEYS,
  checkListRow,
  uploadColumns,
  uploadKeyOf,
  uploadLayout,
} from '../../src/domain/academic/list-upload';
import { LIST_MESSAGES as M } from '../../src/domain/academic/messages';
import { SUBJECT_REASONS } from '../../src/domain/academic/subject-list';

const subjects = LISTS.subjects;
const columns = uploadColumns(subjects);
const header = columns.map((c) => c.header);
const layout = (() => {
  const found = uploadLayout(columns, header);
  if (!('layout' in found)) throw new Error('no layout');
  return found.layout;
})();
const references = {
  regulations: new ReferenceIndex([{ label: 'R22', value: 1 }]),
  branches: new ReferenceIndex([
    { label: 'CSE (B.Tech)', value: 5, alias: 'CSE' },
    { label: 'CSE (M.Tech)', value: 9, alias: 'CSE' },
    { label: 'ECE', value: 6, alias: 'ECE' },
  ]),
  semesters: new ReferenceIndex([{ label: 'I Year I Semester', value: 3 }]),
};
const row = (values: Record<string, string | number | null>) => header.map((h) => values[h] ?? null);
const GOOD = {
  Regulation: 'r22',
  Branch: 'ECE',
  Semester: 'I Year I Semester',
  Code: 'CS101',
  Name: 'Programming',
  Credits: 3,
  Type: 'Theory',
  'Internal maximum': '30',
  'External maximum': 70,
};

describe('checking an uploaded list row', () => {
  it('reads references by label, choices whatever their case, numbers from text or number cells', () => {
    const checked = checkListRow(subjects, 2, row(GOOD), layout, references);
    expect(checked).toMatchObject({
      ok: true,
      row: { regulationId: 1, branchId: 6, semesterId: 3, subjectType: 'theory', internalMax: 30, electiveGroup: '' },
    });
  });

  it('reports every problem with the row, the column and the reason', () => {
    const checked = checkListRow(
      subjects,
      7,
      row({ ...GOOD, Branch: 'CSE', Code: null, Type: 'seminar', Credits: 'three' }),
      layout,
      references,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.issues).toEqual([
      { row: 7, column: 'Branch', reason: LIST_UPLOAD_MESSAGES.ambiguous('CSE') },
      { row: 7, column: 'Code', reason: M.fillAll },
      { row: 7, column: 'Type', reason: LIST_UPLOAD_MESSAGES.notAChoice(['theory', 'lab', 'project', 'mandatory']) },
    ]);
    const schemaChecked = checkListRow(
      subjects,
      8,
      row({ ...GOOD, Credits: 'three', Name: '<b>x</b>' }),
      layout,
      references,
    );
    expect(schemaChecked.ok ? [] : schemaChecked.issues).toEqual([
      { row: 8, column: 'Name', reason: M.invalid },
      { row: 8, column: 'Credits', reason: SUBJECT_REASONS.creditSteps },
    ]);
    const notFound = checkListRow(subjects, 9, row({ ...GOOD, Branch: 'MECH' }), layout, references);
    expect(notFound.ok ? [] : notFound.issues).toEqual([{ row: 9, column: 'Branch', reason: M.branchNotFound }]);
  });

  it('reads dates from date serials and DD/MM/YYYY, and Yes/No', () => {
    const years = LISTS.academicYears;
    const yc = uploadColumns(years);
    const found = uploadLayout(
      yc,
      yc.map((c) => c.header),
    );
    if (!('layout' in found)) throw new Error('no layout');
    const checked = checkListRow(years, 2, ['2026-2027', 46174, '31/05/2027', 'yes'], found.layout, {});
    expect(checked).toMatchObject({
      ok: true,
      row: { startDate: '2026-06-01', endDate: '2027-05-31', isCurrent: true },
    });
  });

  it("reads a regulation's classes written as text, blank for R22's, and gives the reason of bad ones", () => {
    const regulations = LISTS.regulations;
    const rc = uploadColumns(regulations);
    const found = uploadLayout(
      rc,
      rc.map((c) => c.header),
    );
    if (!('layout' in found)) throw new Error('no layout');
    const R18: Record<string, string | number> = {
      code: 'R18',
      fromYear: 2018,
      minExternalPercent: 35,
      minTotalPercent: 40,
      creditsToGraduate: 160,
      maxYears: 8,
    };
    const cells = (classes: string | null) =>
      rc.map((c) => (c.field.name === 'awardBands' ? classes : (R18[c.field.name] ?? null)));
    const r18 = checkListRow(regulations, 2, cells('Distinction 8 first-attempt; First Class 6.5'), found.layout, {});
    expect(r18).toMatchObject({
      ok: true,
      row: {
        awardBands: [
          { name: 'Distinction', minCgpa: 8, firstAttemptOnly: true },
          { name: 'First Class', minCgpa: 6.5 },
        ],
      },
    });
    const blank = checkListRow(regulations, 3, cells(null), found.layout, {});
    expect(blank.ok && blank.row.awardBands).toEqual(DEFAULT_AWARD_BANDS);
    const bad = checkListRow(regulations, 4, cells('First Class 6.5; Distinction 8'), found.layout, {});
    expect(bad).toMatchObject({
      ok: false,
      issues: [{ row: 4, column: 'Classes awarded', reason: AWARD_BAND_REASONS.order }],
    });
  });

  it('finds the columns by header in any order and names the required ones missing', () => {
    expect(uploadLayout(columns, ['Name', 'Code'])).toEqual({
      missing: ['Regulation', 'Branch', 'Semester', 'Credits', 'Type', 'Internal maximum', 'External maximum'],
    });
    expect(uploadLayout(columns, ['Something'])).toEqual({ missing: [] });
  });

  it('keys every list by fields of its descriptor', () => {
    for (const kind of LIST_KINDS) {
      const names = LISTS[kind].fields.map((f) => f.name);
      for (const key of UPLOAD_KEYS[kind]) expect(names).toContain(key);
    }
    expect(uploadKeyOf('subjects', { code: 'cs-101' })).toBe(uploadKeyOf('subjects', { code: 'CS101' }));
  });
});
