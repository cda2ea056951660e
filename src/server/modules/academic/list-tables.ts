import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListKind } from '../../../domain/academic/list-descriptor';
import {
  admissions,
  batches,
  branches,
  courses,
  degrees,
  departments,
  examResults,
  examTitles,
  faculty,
  feeStructures,
  levels,
  regulations,
  sections,
  semesters,
  students,
} from '../../db/schema';

/** What still uses a row: rows of `table` whose `column` holds the row's id (or its `key` field, e.g. a level's code). */
export interface Dependent {
  table: PgTable;
  column: PgColumn;
  key?: string;
  what: string;
}

/** Where a list lives: its table, the column of each descriptor field, its order, and what uses its rows. */
export interface ListTable {
  table: PgTable & { id: PgColumn };
  columns: Readonly<Record<string, PgColumn>>;
  order: readonly PgColumn[];
  dependents: readonly Dependent[];
  /** The ids of rows a HoD of `department` reads, as a condition on this table (descriptor hodScope). */
  hodFilter?: (department: string) => SQL;
}

const departmentIds = (department: string) =>
  sql`(select ${departments.id} from ${departments} where ${departments.name} = ${department})`;
const departmentBranchIds = (department: string) =>
  sql`(select ${branches.id} from ${branches} where ${branches.departmentId} in ${departmentIds(department)})`;

export const LIST_TABLES: Readonly<Record<ListKind, ListTable>> = {
  levels: {
    table: levels,
    columns: { code: levels.code, name: levels.name, sortOrder: levels.sortOrder },
    order: [levels.sortOrder, levels.code],
    dependents: [{ table: degrees, column: degrees.level, key: 'code', what: 'degrees' }],
  },
  degrees: {
    table: degrees,
    columns: { name: degrees.name, fullName: degrees.fullName, level: degrees.level, years: degrees.years },
    order: [degrees.id],
    dependents: [
      { table: batches, column: batches.degreeId, what: 'batches' },
      { table: branches, column: branches.degreeId, what: 'branches' },
      { table: semesters, column: semesters.degreeId, what: 'semesters' },
      { table: admissions, column: admissions.degreeId, what: 'admissions' },
      { table: feeStructures, column: feeStructures.degreeId, what: 'fee structures' },
    ],
  },
  regulations: {
    table: regulations,
    columns: {
      code: regulations.code,
      fromYear: regulations.fromYear,
      gradingScheme: regulations.gradingScheme,
      minExternalPercent: regulations.minExternalPercent,
      minTotalPercent: regulations.minTotalPercent,
      creditsToGraduate: regulations.creditsToGraduate,
      maxYears: regulations.maxYears,
    },
    order: [regulations.fromYear, regulations.code],
    dependents: [
      { table: batches, column: batches.regulationId, what: 'batches' },
      { table: students, column: students.regulationId, what: 'students' },
      { table: courses, column: courses.regulationId, what: 'subjects' },
    ],
  },
  batches: {
    table: batches,
    columns: {
      degreeId: batches.degreeId,
      name: batches.name,
      startYear: batches.startYear,
      regulationId: batches.regulationId,
    },
    order: [batches.degreeId, batches.startYear],
    dependents: [
      { table: students, column: students.batchId, what: 'students' },
      { table: sections, column: sections.batchId, what: 'sections' },
      { table: examTitles, column: examTitles.batchId, what: 'exam titles' },
      { table: admissions, column: admissions.batchId, what: 'admissions' },
      { table: feeStructures, column: feeStructures.batchId, what: 'fee structures' },
    ],
  },
  branches: {
    table: branches,
    columns: {
      degreeId: branches.degreeId,
      departmentId: branches.departmentId,
      code: branches.code,
      shortName: branches.shortName,
      name: branches.name,
      introducedIn: branches.introducedIn,
      intake: branches.intake,
    },
    order: [branches.degreeId, branches.code],
    dependents: [
      { table: students, column: students.branchId, what: 'students' },
      { table: courses, column: courses.branchId, what: 'subjects' },
      { table: sections, column: sections.branchId, what: 'sections' },
      { table: admissions, column: admissions.branchId, what: 'admissions' },
    ],
    hodFilter: (department) => sql`${branches.departmentId} in ${departmentIds(department)}`,
  },
  semesters: {
    table: semesters,
    columns: { degreeId: semesters.degreeId, number: semesters.number, name: semesters.name },
    order: [semesters.degreeId, semesters.number],
    dependents: [
      { table: courses, column: courses.semesterId, what: 'subjects' },
      { table: examTitles, column: examTitles.semesterId, what: 'exam titles' },
    ],
  },
  sections: {
    table: sections,
    columns: {
      batchId: sections.batchId,
      branchId: sections.branchId,
      name: sections.name,
      capacity: sections.capacity,
    },
    order: [sections.batchId, sections.branchId, sections.name],
    // students.section_id has no foreign key (the schema files would import in a cycle): this check keeps it whole.
    dependents: [{ table: students, column: students.sectionId, what: 'students' }],
    hodFilter: (department) => sql`${sections.branchId} in ${departmentBranchIds(department)}`,
  },
  departments: {
    table: departments,
    columns: { code: departments.code, name: departments.name },
    order: [departments.name],
    dependents: [
      { table: branches, column: branches.departmentId, what: 'branches' },
      { table: faculty, column: faculty.departmentId, what: 'faculty members' },
    ],
    hodFilter: (department) => eq(departments.name, department),
  },
  subjects: {
    table: courses,
    columns: {
      regulationId: courses.regulationId,
      branchId: courses.branchId,
      semesterId: courses.semesterId,
      code: courses.code,
      name: courses.name,
      credits: courses.credits,
      subjectType: courses.subjectType,
      internalMax: courses.internalMax,
      externalMax: courses.externalMax,
      electiveGroup: courses.electiveGroup,
    },
    order: [courses.regulationId, courses.branchId, courses.semesterId, courses.code],
    dependents: [{ table: examResults, column: examResults.courseId, what: 'marks (exam results)' }],
    hodFilter: (department) => sql`${courses.branchId} in ${departmentBranchIds(department)}`,
  },
};
