import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listReadScope } from '../../src/domain/academic/access';
import {
  DEFAULT_GRADING_SCHEME,
  GradingSchemeSchema,
  gradingSchemeText,
  parseGradingScheme,
} from '../../src/domain/academic/grading-scheme';
import { LIST_KINDS } from '../../src/domain/academic/list-descriptor';
import { rowIssueMessage } from '../../src/domain/academic/list-fields';
import { LISTS } from '../../src/domain/academic/lists';
import { LIST_MESSAGES as M } from '../../src/domain/academic/messages';
import { BatchSchema, BranchSchema, RegulationSchema } from '../../src/domain/academic/programme-lists';
import { SubjectSchema } from '../../src/domain/academic/subject-list';
import { gradeForPercentage } from '../../src/domain/results/grade-scale';

const SRC = join(import.meta.dirname, '../../src');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
const sources = files(SRC).map((path) => ({ path: path.slice(SRC.length + 1), text: readFileSync(path, 'utf8') }));
const placesOf = (message: string) =>
  sources.filter(({ text }) => ["'", '"', '`'].some((q) => text.includes(`${q}${message}${q}`))).map((s) => s.path);

const message = (schema: v.GenericSchema, input: unknown) => rowIssueMessage(v.safeParse(schema, input).issues?.[0]);
const branch = {
  degreeId: 1,
  departmentId: 2,
  code: '05',
  shortName: 'CSE',
  name: 'Computer Science and Engineering',
  introducedIn: null,
  intake: 60,
};

describe('the §8 words of the lists', () => {
  it.each(Object.entries(M).map(([k, m]) => [k, m]))('writes %s (%j) once in src/domain', (_key, words) => {
    const places = placesOf(words);
    expect(places).toHaveLength(1);
    expect(places[0]).toMatch(/^domain\/(messages\/(shared|record-changes)|masters\/messages|academic\/messages)\.ts$/);
  });

  it("chooses '{Thing} Not Found' for Level, Degree, Batch, Branch, Semester, Program and Course", () => {
    expect([
      M.levelNotFound,
      M.degreeNotFound,
      M.batchNotFound,
      M.branchNotFound,
      M.semesterNotFound,
      M.programNotFound,
      M.courseNotFound,
    ]).toEqual([
      'Level Not Found',
      'Degree Not Found',
      'Batch Not Found',
      'Branch Not Found',
      'Semester Not Found',
      'Program Not Found',
      'Course Not Found',
    ]);
  });
});

describe('a list row is checked by its one schema', () => {
  it('takes a well-formed branch', () => {
    expect(v.safeParse(BranchSchema, branch).success).toBe(true);
  });
  it("answers a blank or missing field with 'Please fill all the fields.'", () => {
    expect(message(BranchSchema, { ...branch, name: '  ' })).toBe(M.fillAll);
    expect(message(BranchSchema, { ...branch, intake: undefined })).toBe(M.fillAll);
  });
  it("answers a number sent as text, markup and SQL with 'Details are not saved due to invalid data please re-enter'", () => {
    expect(message(BranchSchema, { ...branch, intake: '60' })).toBe(M.invalid);
    expect(message(BranchSchema, { ...branch, name: '<b>CSE</b>' })).toBe(M.invalid);
    expect(message(BranchSchema, { ...branch, name: "x'; DROP TABLE branches; --" })).toBe(M.invalid);
  });
  it('takes a batch only when its name starts with its start year', () => {
    expect(
      v.safeParse(BatchSchema, { degreeId: 1, name: '2026-2030', startYear: 2026, regulationId: null }).success,
    ).toBe(true);
    expect(message(BatchSchema, { degreeId: 1, name: '2026-2030', startYear: 2025, regulationId: null })).toBe(
      M.invalid,
    );
  });
  it('takes a subject of type theory, lab or project only', () => {
    const subject = {
      regulationId: 1,
      branchId: 1,
      semesterId: 1,
      code: 'R22CS101',
      name: 'Data Structures',
      credits: 3,
      subjectType: 'lab',
      internalMax: 40,
      externalMax: 60,
    };
    expect(v.parse(SubjectSchema, subject).electiveGroup).toBe('');
    expect(message(SubjectSchema, { ...subject, subjectType: 'seminar' })).toBe(M.invalid);
  });
});

describe("a regulation's grading scheme", () => {
  it("is §9's scale unless the college gives another", () => {
    const regulation = v.parse(RegulationSchema, {
      code: 'R25',
      fromYear: 2025,
      minExternalPercent: 35,
      minTotalPercent: 40,
      creditsToGraduate: 160,
      maxYears: 8,
    });
    expect(regulation.gradingScheme).toEqual(DEFAULT_GRADING_SCHEME);
    for (const p of [95, 85, 75, 65, 55, 10]) {
      const band = DEFAULT_GRADING_SCHEME.find((b) => p >= b.min)!;
      expect(band.grade).toBe(gradeForPercentage(p).grade);
      expect(band.points).toBe(gradeForPercentage(p).gradePoints);
    }
  });
  it('is written and read back as text', () => {
    expect(parseGradingScheme(gradingSchemeText(DEFAULT_GRADING_SCHEME))).toEqual(DEFAULT_GRADING_SCHEME);
    expect(parseGradingScheme('S ninety 10')).toBeNull();
  });
  it('goes from the highest minimum down to 0, each grade once', () => {
    expect(
      v.is(GradingSchemeSchema, [
        { grade: 'A', min: 50, points: 9 },
        { grade: 'B', min: 60, points: 8 },
        { grade: 'F', min: 0, points: 0 },
      ]),
    ).toBe(false);
    expect(
      v.is(GradingSchemeSchema, [
        { grade: 'P', min: 40, points: 5 },
        { grade: 'P', min: 0, points: 0 },
      ]),
    ).toBe(false);
    expect(
      v.is(GradingSchemeSchema, [
        { grade: 'P', min: 40, points: 5 },
        { grade: 'F', min: 10, points: 0 },
      ]),
    ).toBe(false);
  });
});

describe('who keeps and reads the lists', () => {
  it('lets administrators change every list and academics the programmes (not levels, departments) and calendar', () => {
    for (const kind of LIST_KINDS) expect(LISTS[kind].writers).toContain('ROLE_ADMIN');
    expect(LIST_KINDS.filter((k) => LISTS[k].writers.includes('ROLE_ACADEMICS'))).toEqual([
      'degrees',
      'regulations',
      'batches',
      'branches',
      'semesters',
      'sections',
      'subjects',
      'academicYears',
      'semesterDates',
      'holidays',
      'activities',
      'bellPeriods',
    ]);
    for (const kind of LIST_KINDS) expect(LISTS[kind].writers).not.toContain('ROLE_HOD');
  });
  it('limits a HoD to their department (§6), and one without a department to nothing', () => {
    expect(listReadScope(['ROLE_HOD'], 'Computer Science and Engineering')).toEqual({
      department: 'Computer Science and Engineering',
    });
    expect(listReadScope(['ROLE_HOD'], null)).toEqual({ department: '' });
    expect(listReadScope(['ROLE_ADMIN'], null)).toBe('all');
  });
  it('names in each descriptor only fields its schema has', () => {
    for (const kind of LIST_KINDS) {
      const list = LISTS[kind];
      const names = list.fields.map((f) => f.name);
      for (const name of [...list.columns, ...list.search, ...list.filters, list.labelField])
        expect(names, `${kind}.${name}`).toContain(name);
    }
  });
});
