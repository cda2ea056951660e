import * as v from 'valibot';
import { ACADEMIC_LIST_WRITERS, LIST_ADMIN_ROLES, LIST_READERS } from './access';
import { AwardBandsSchema, DEFAULT_AWARD_BANDS } from './award-bands';
import { DEFAULT_GRADING_SCHEME, GradingSchemeSchema, type GradeBand } from './grading-scheme';
import type { ListDescriptor } from './list-descriptor';
import { JNTUH_PERCENTAGE } from '../results/cgpa-percentage';
import { KindPassRulesSchema } from './pass-rules';
import {
  codeField,
  decimalField,
  integerField,
  optionalIntegerField,
  optionalReferenceField,
  referenceField,
  textField,
  yearField,
} from './list-fields';
import { LIST_MESSAGES as M } from './messages';

export const LevelSchema = v.object({
  code: codeField(8, /^[A-Za-z]+$/),
  name: textField(60),
  sortOrder: integerField(0, 99),
});

export const DegreeSchema = v.object({
  name: codeField(32, /^[A-Za-z0-9.&() -]+$/),
  fullName: textField(120),
  level: codeField(8, /^[A-Za-z]+$/),
  years: integerField(1, 10),
});

export const RegulationSchema = v.object({
  code: codeField(16),
  fromYear: yearField(),
  gradingScheme: v.pipe(
    v.optional(v.unknown(), () => DEFAULT_GRADING_SCHEME.map((band) => ({ ...band }))),
    v.check((s) => v.is(GradingSchemeSchema, s), M.invalid),
    v.transform((s) => s as GradeBand[]),
  ),
  minExternalPercent: integerField(0, 100),
  minTotalPercent: integerField(0, 100),
  passRules: v.optional(KindPassRulesSchema, () => ({})),
  creditsToGraduate: integerField(1, 400),
  maxYears: integerField(1, 20),
  awardBands: v.optional(AwardBandsSchema, () => DEFAULT_AWARD_BANDS.map((band) => ({ ...band }))),
  /** Blank (null) subtracts nothing; a row sent without it takes JNTUH R22's 0.5. */
  percentageOffset: v.pipe(
    v.optional(v.nullable(decimalField(0, 10)), JNTUH_PERCENTAGE.offset),
    v.transform((n) => n ?? 0),
  ),
  /** Blank (null) converts no CGPA to a percentage. */
  percentageFactor: v.optional(v.nullable(decimalField(0.01, 100)), JNTUH_PERCENTAGE.factor),
});

/** A batch is named for its years ('2022-2026') and starts in the first of them. */
export const BatchSchema = v.pipe(
  v.object({
    degreeId: referenceField(),
    name: codeField(16, /^\d{4}-\d{4}$/),
    startYear: yearField(),
    regulationId: optionalReferenceField(),
  }),
  v.check((b) => b.name.startsWith(`${b.startYear}-`), M.invalid),
);

export const BranchSchema = v.object({
  degreeId: referenceField(),
  departmentId: referenceField(),
  code: codeField(4, /^[A-Za-z0-9]+$/),
  shortName: codeField(16),
  name: textField(120),
  introducedIn: optionalIntegerField(1950, 2100),
  intake: integerField(0, 1000),
});

export const SemesterSchema = v.object({
  degreeId: referenceField(),
  number: integerField(1, 20),
  name: textField(60),
});

export const SectionSchema = v.object({
  batchId: referenceField(),
  branchId: referenceField(),
  name: codeField(8, /^[A-Za-z0-9]+$/),
  capacity: integerField(1, 500),
});

export const DepartmentSchema = v.object({
  code: codeField(16),
  name: textField(120),
});

export const levelList: ListDescriptor<typeof LevelSchema> = {
  kind: 'levels',
  title: /*i18n*/ 'Levels',
  one: /*i18n*/ 'level',
  schema: LevelSchema,
  fields: [
    { name: 'code', label: /*i18n*/ 'Code', kind: 'code', hint: /*i18n*/ 'UG, PG' },
    { name: 'name', label: /*i18n*/ 'Name', kind: 'text' },
    { name: 'sortOrder', label: /*i18n*/ 'Order in lists', kind: 'number' },
  ],
  columns: ['code', 'name', 'sortOrder'],
  search: ['code', 'name'],
  filters: [],
  labelField: 'code',
  referencedBy: ['degrees'],
  readers: LIST_READERS,
  writers: LIST_ADMIN_ROLES,
};

export const degreeList: ListDescriptor<typeof DegreeSchema> = {
  kind: 'degrees',
  title: /*i18n*/ 'Degrees and programmes',
  one: /*i18n*/ 'degree',
  schema: DegreeSchema,
  fields: [
    { name: 'name', label: /*i18n*/ 'Degree', kind: 'code', hint: /*i18n*/ 'B.Tech' },
    { name: 'fullName', label: /*i18n*/ 'Full name', kind: 'text' },
    { name: 'level', label: /*i18n*/ 'Level', kind: 'reference', list: 'levels', valueField: 'code' },
    { name: 'years', label: /*i18n*/ 'Years', kind: 'number' },
  ],
  columns: ['name', 'fullName', 'level', 'years'],
  search: ['name', 'fullName'],
  filters: ['level'],
  labelField: 'name',
  referencedBy: ['batches', 'branches', 'semesters', 'admissions', 'fee structures'],
  readers: LIST_READERS,
  writers: ACADEMIC_LIST_WRITERS,
};

export const regulationList: ListDescriptor<typeof RegulationSchema> = {
  kind: 'regulations',
  title: /*i18n*/ 'Regulations',
  one: /*i18n*/ 'regulation',
  schema: RegulationSchema,
  fields: [
    { name: 'code', label: /*i18n*/ 'Regulation', kind: 'code', hint: /*i18n*/ 'R22' },
    { name: 'fromYear', label: /*i18n*/ 'In force from', kind: 'number' },
    {
      name: 'gradingScheme',
      label: /*i18n*/ 'Grading scheme',
      kind: 'grades',
      hint: /*i18n*/ 'grade, minimum per cent, points: S 90 10; A 80 9; …; F 0 0',
    },
    { name: 'minExternalPercent', label: /*i18n*/ 'Minimum external %', kind: 'number' },
    { name: 'minTotalPercent', label: /*i18n*/ 'Minimum total %', kind: 'number' },
    {
      name: 'passRules',
      label: /*i18n*/ 'Pass rules by subject kind',
      kind: 'passRules',
      hint: /*i18n*/ 'kind, minimum internal, external and total per cent: lab 0 40 50; mandatory 0 0 40. Blank: the two minimums above for every kind',
    },
    { name: 'creditsToGraduate', label: /*i18n*/ 'Credits to graduate', kind: 'number' },
    { name: 'maxYears', label: /*i18n*/ 'Maximum years', kind: 'number' },
    {
      name: 'awardBands',
      label: /*i18n*/ 'Classes awarded',
      kind: 'classes',
      hint: /*i18n*/ 'class, minimum CGPA, conditions: First Class with Distinction 7.75 first-attempt in-time; First Class 6.75; …',
    },
    {
      name: 'percentageOffset',
      label: /*i18n*/ 'Percentage: CGPA minus',
      kind: 'number',
      decimal: true,
      optional: true,
      hint: /*i18n*/ '0.5',
    },
    {
      name: 'percentageFactor',
      label: /*i18n*/ 'Percentage: times',
      kind: 'number',
      decimal: true,
      optional: true,
      hint: /*i18n*/ '10 (blank: no percentage)',
    },
  ],
  columns: ['code', 'fromYear', 'minExternalPercent', 'minTotalPercent', 'creditsToGraduate', 'maxYears'],
  search: ['code'],
  filters: [],
  labelField: 'code',
  referencedBy: ['batches', 'students', 'subjects', 'admissions'],
  readers: LIST_READERS,
  writers: ACADEMIC_LIST_WRITERS,
};

export const batchList: ListDescriptor<typeof BatchSchema> = {
  kind: 'batches',
  title: /*i18n*/ 'Batches',
  one: /*i18n*/ 'batch',
  schema: BatchSchema as unknown as ListDescriptor<typeof BatchSchema>['schema'],
  fields: [
    { name: 'degreeId', label: /*i18n*/ 'Degree', kind: 'reference', list: 'degrees' },
    { name: 'name', label: /*i18n*/ 'Batch', kind: 'code', hint: /*i18n*/ '2022-2026' },
    { name: 'startYear', label: /*i18n*/ 'Start year', kind: 'number' },
    { name: 'regulationId', label: /*i18n*/ 'Regulation', kind: 'reference', list: 'regulations', optional: true },
  ],
  columns: ['degreeId', 'name', 'startYear', 'regulationId'],
  search: ['name'],
  filters: ['degreeId', 'regulationId'],
  labelField: 'name',
  referencedBy: ['students', 'sections', 'exam titles', 'admissions', 'fee structures'],
  readers: LIST_READERS,
  writers: ACADEMIC_LIST_WRITERS,
};

export const branchList: ListDescriptor<typeof BranchSchema> = {
  kind: 'branches',
  title: /*i18n*/ 'Branches',
  one: /*i18n*/ 'branch',
  schema: BranchSchema,
  fields: [
    { name: 'degreeId', label: /*i18n*/ 'Degree', kind: 'reference', list: 'degrees' },
    { name: 'departmentId', label: /*i18n*/ 'Department', kind: 'reference', list: 'departments' },
    { name: 'code', label: /*i18n*/ 'Code', kind: 'code', hint: /*i18n*/ 'as in roll numbers: 05' },
    { name: 'shortName', label: /*i18n*/ 'Short form', kind: 'code', hint: /*i18n*/ 'CSE' },
    { name: 'name', label: /*i18n*/ 'Name', kind: 'text' },
    { name: 'introducedIn', label: /*i18n*/ 'First batch (year)', kind: 'number', optional: true },
    { name: 'intake', label: /*i18n*/ 'Intake', kind: 'number' },
  ],
  columns: ['code', 'shortName', 'name', 'degreeId', 'departmentId', 'intake'],
  search: ['code', 'shortName', 'name'],
  filters: ['degreeId', 'departmentId'],
  labelField: 'shortName',
  referencedBy: ['students', 'subjects', 'sections', 'admissions'],
  readers: LIST_READERS,
  writers: ACADEMIC_LIST_WRITERS,
  hodScope: 'department',
};

export const semesterList: ListDescriptor<typeof SemesterSchema> = {
  kind: 'semesters',
  title: /*i18n*/ 'Semesters',
  one: /*i18n*/ 'semester',
  schema: SemesterSchema,
  fields: [
    { name: 'degreeId', label: /*i18n*/ 'Degree', kind: 'reference', list: 'degrees' },
    { name: 'number', label: /*i18n*/ 'Number', kind: 'number' },
    { name: 'name', label: /*i18n*/ 'Name', kind: 'text', hint: /*i18n*/ 'I Year I Semester' },
  ],
  columns: ['degreeId', 'number', 'name'],
  search: ['name'],
  filters: ['degreeId'],
  labelField: 'name',
  referencedBy: ['subjects', 'exam titles'],
  readers: LIST_READERS,
  writers: ACADEMIC_LIST_WRITERS,
};

export const sectionList: ListDescriptor<typeof SectionSchema> = {
  kind: 'sections',
  title: /*i18n*/ 'Sections',
  one: /*i18n*/ 'section',
  schema: SectionSchema,
  fields: [
    { name: 'batchId', label: /*i18n*/ 'Batch', kind: 'reference', list: 'batches' },
    { name: 'branchId', label: /*i18n*/ 'Branch', kind: 'reference', list: 'branches' },
    { name: 'name', label: /*i18n*/ 'Section', kind: 'code', hint: /*i18n*/ 'A' },
    { name: 'capacity', label: /*i18n*/ 'Capacity', kind: 'number' },
  ],
  columns: ['batchId', 'branchId', 'name', 'capacity'],
  search: ['name'],
  filters: ['batchId', 'branchId'],
  labelField: 'name',
  referencedBy: [],
  readers: LIST_READERS,
  writers: ACADEMIC_LIST_WRITERS,
  hodScope: 'branch',
};

export const departmentList: ListDescriptor<typeof DepartmentSchema> = {
  kind: 'departments',
  title: /*i18n*/ 'Departments',
  one: /*i18n*/ 'department',
  schema: DepartmentSchema,
  fields: [
    { name: 'code', label: /*i18n*/ 'Code', kind: 'code' },
    { name: 'name', label: /*i18n*/ 'Name', kind: 'text' },
  ],
  columns: ['code', 'name'],
  search: ['code', 'name'],
  filters: [],
  labelField: 'name',
  referencedBy: ['branches', 'faculty'],
  readers: LIST_READERS,
  writers: LIST_ADMIN_ROLES,
  hodScope: 'department',
};
