import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListKind } from '../../../domain/academic/list-descriptor';
import {
  activities,
  attendanceSheets,
  admissions,
  batches,
  branches,
  courses,
  examMarks,
  examSubjects,
  degrees,
  departments,
  examResults,
  examTitles,
  awards,
  faculty,
  facultyAllotments,
  feeStructures,
  levels,
  mous,
  publications,
  regulations,
  sections,
  semesterDates,
  semesters,
  students,
  timetableSubstitutions,
  timetables,
  users,
} from '../../db/schema';
import { ADMISSION_LIST_TABLES } from './admission-list-tables';
import { CALENDAR_LIST_TABLES } from './calendar-list-tables';
import { FEE_TYPE_LIST_TABLES } from './fee-type-list-table';
import { columnsOf, type ListTable } from './list-table';

/** A degree's name and a batch's ('B.Tech 2023-2027') for the batch id `batchId`. */
const batchName = (batchId: PgColumn) =>
  sql`(select ${degrees.name} || ' ' || ${batches.name} from ${batches} join ${degrees} on ${degrees.id} = ${batches.degreeId} where ${batches.id} = ${batchId})`;
const degreeName = (degreeId: PgColumn) =>
  sql`(select ${degrees.name} from ${degrees} where ${degrees.id} = ${degreeId})`;
const branchShortName = (branchId: PgColumn) =>
  sql`(select ${branches.shortName} from ${branches} where ${branches.id} = ${branchId})`;

const departmentIds = (department: string) =>
  sql`(select ${departments.id} from ${departments} where ${departments.name} = ${department})`;
const departmentBranchIds = (department: string) =>
  sql`(select ${branches.id} from ${branches} where ${branches.departmentId} in ${departmentIds(department)})`;

/** Where each list the college keeps lives: the structure lists here, the calendar and admission lists beside. */
export const LIST_TABLES: Readonly<Record<ListKind, ListTable>> = {
  levels: {
    table: levels,
    columns: columnsOf(levels, 'code', 'name', 'sortOrder'),
    order: [levels.sortOrder, levels.code],
    dependents: [{ table: degrees, column: degrees.level, key: 'code', what: 'degrees' }],
  },
  degrees: {
    table: degrees,
    columns: columnsOf(degrees, 'name', 'fullName', 'level', 'years'),
    order: [degrees.id],
    dependents: [
      { table: batches, column: batches.degreeId, what: 'batches' },
      { table: branches, column: branches.degreeId, what: 'branches' },
      { table: semesters, column: semesters.degreeId, what: 'semesters' },
      { table: admissions, column: admissions.degreeId, what: 'admissions' },
      { table: feeStructures, column: feeStructures.degreeId, what: 'fee structures' },
      { table: semesterDates, column: semesterDates.degreeId, what: 'semester dates' },
    ],
  },
  regulations: {
    table: regulations,
    columns: columnsOf(
      regulations,
      'code',
      'fromYear',
      'gradingScheme',
      'minExternalPercent',
      'minTotalPercent',
      'passRules',
      'creditsToGraduate',
      'maxYears',
      'awardBands',
      'percentageOffset',
      'percentageFactor',
    ),
    order: [regulations.fromYear, regulations.code],
    dependents: [
      { table: batches, column: batches.regulationId, what: 'batches' },
      { table: students, column: students.regulationId, what: 'students' },
      { table: courses, column: courses.regulationId, what: 'subjects' },
    ],
  },
  batches: {
    table: batches,
    columns: columnsOf(batches, 'degreeId', 'name', 'startYear', 'regulationId'),
    order: [batches.degreeId, batches.startYear],
    batchColumn: batches.id,
    optionLabel: sql`${degreeName(batches.degreeId)} || ' ' || ${batches.name}`,
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
    columns: columnsOf(branches, 'degreeId', 'departmentId', 'code', 'shortName', 'name', 'introducedIn', 'intake'),
    order: [branches.degreeId, branches.code],
    optionLabel: sql`${branches.shortName} || ' – ' || ${degreeName(branches.degreeId)}`,
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
    columns: columnsOf(semesters, 'degreeId', 'number', 'name'),
    order: [semesters.degreeId, semesters.number],
    dependents: [
      { table: courses, column: courses.semesterId, what: 'subjects' },
      { table: examTitles, column: examTitles.semesterId, what: 'exam titles' },
      { table: semesterDates, column: semesterDates.semesterId, what: 'semester dates' },
    ],
  },
  sections: {
    table: sections,
    columns: columnsOf(sections, 'batchId', 'branchId', 'name', 'capacity'),
    order: [sections.batchId, sections.branchId, sections.name],
    batchColumn: sections.batchId,
    optionLabel: sql`${branchShortName(sections.branchId)} || ' ' || ${sections.name} || ' – ' || ${batchName(sections.batchId)}`,
    // students.section_id has no foreign key (the schema files would import in a cycle): this check keeps it whole.
    dependents: [
      { table: students, column: students.sectionId, what: 'students' },
      { table: facultyAllotments, column: facultyAllotments.sectionId, what: 'subject allotments' },
      { table: timetables, column: timetables.sectionId, what: 'timetables' },
      { table: attendanceSheets, column: attendanceSheets.sectionId, what: 'attendance sheets' },
    ],
    hodFilter: (department) => sql`${sections.branchId} in ${departmentBranchIds(department)}`,
  },
  departments: {
    table: departments,
    columns: columnsOf(departments, 'code', 'name'),
    order: [departments.name],
    dependents: [
      { table: branches, column: branches.departmentId, what: 'branches' },
      { table: faculty, column: faculty.departmentId, what: 'faculty members' },
      { table: activities, column: activities.departmentId, what: 'activities' },
    ],
    hodFilter: (department) => eq(departments.name, department),
  },
  subjects: {
    table: courses,
    columns: columnsOf(
      courses,
      'regulationId',
      'branchId',
      'semesterId',
      'code',
      'name',
      'credits',
      'subjectType',
      'internalMax',
      'externalMax',
      'electiveGroup',
    ),
    order: [courses.regulationId, courses.branchId, courses.semesterId, courses.code],
    dependents: [
      { table: examResults, column: examResults.courseId, what: 'marks (exam results)' },
      { table: facultyAllotments, column: facultyAllotments.subjectId, what: 'subject allotments' },
      { table: examSubjects, column: examSubjects.courseId, what: 'exam timetable entries' },
      { table: attendanceSheets, column: attendanceSheets.subjectId, what: 'attendance sheets' },
    ],
    ceilings: [
      { field: 'internalMax', table: examMarks, owner: examMarks.courseId, value: examMarks.internal },
      { field: 'externalMax', table: examMarks, owner: examMarks.courseId, value: examMarks.external },
    ],
    hodFilter: (department) => sql`${courses.branchId} in ${departmentBranchIds(department)}`,
  },
  ...CALENDAR_LIST_TABLES,
  ...ADMISSION_LIST_TABLES,
  ...FEE_TYPE_LIST_TABLES,
  faculty: {
    table: faculty,
    columns: columnsOf(
      faculty,
      'empCode',
      'fullName',
      'departmentId',
      'designation',
      'qualification',
      'joinedOn',
      'email',
      'mobile',
      'status',
    ),
    order: [faculty.empCode],
    dependents: [
      { table: publications, column: publications.facultyId, what: 'publications' },
      { table: mous, column: mous.facultyId, what: 'MoUs' },
      { table: awards, column: awards.facultyId, what: 'awards' },
      { table: facultyAllotments, column: facultyAllotments.facultyId, what: 'subject allotments' },
      { table: users, column: users.facultyId, what: 'logins' },
      { table: timetableSubstitutions, column: timetableSubstitutions.facultyId, what: 'substitutions' },
    ],
    hodFilter: (department) => sql`${faculty.departmentId} in ${departmentIds(department)}`,
    unlogged: ['mobile'],
  },
};
