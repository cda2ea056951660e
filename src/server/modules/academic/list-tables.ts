import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListKind } from '../../../domain/academic/list-descriptor';
import {
  academicYears,
  activities,
  attendanceSheets,
  admissions,
  agents,
  batches,
  branches,
  casteCategories,
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
  holidays,
  keyValuePairs,
  leaveAllotments,
  leaveApplications,
  leaveTypes,
  levels,
  mous,
  publications,
  regulations,
  seatTypes,
  sections,
  semesterDates,
  semesters,
  students,
  subCastes,
  timetableSlots,
  timetableSubstitutions,
  timetables,
  bellPeriods,
  users,
} from '../../db/schema';

/**
 * What still uses a row: rows of `table` whose `column` holds the row's id (or its `key` field, e.g. a level's code);
 * the column may be an expression (an admission's sub-caste inside its details).
 */
export type Dependent = {
  table: PgTable;
  what: string;
  /** Counted only for rows whose `field` holds `value` (one key-value list's entries, not the others'). */
  onlyWhen?: { field: string; value: string };
} & (
  | { column: PgColumn | SQL; key?: string }
  /** Rows that use the row by several of its values (leave applications of an allotment's year, staff and type). */
  | { matching: (row: Record<string, unknown>) => SQL }
);

/** The admission form field each key-value list fills: admissions keep the entry's key in their details. */
const KEY_VALUE_FIELDS: Readonly<Record<string, string>> = {
  entrancetype: 'entranceType',
  Nationality: 'nationality',
  Religion: 'religion',
};

/** Where a list lives: its table, the column of each descriptor field, its order, and what uses its rows. */
export interface ListTable {
  table: PgTable & { id: PgColumn };
  columns: Readonly<Record<string, PgColumn>>;
  order: readonly PgColumn[];
  dependents: readonly Dependent[];
  /** The ids of rows a HoD of `department` reads, as a condition on this table (descriptor hodScope). */
  hodFilter?: (department: string) => SQL;
  /** Fields kept out of the audit log (a faculty member's mobile number is never logged). */
  unlogged?: readonly string[];
  /** The batch a row belongs to: the list shows the batches on roll unless asked for all (`?batches=all`). */
  batchColumn?: PgColumn;
  /**
   * A drop-down's label where the label field alone repeats across degrees or batches ('2023-2027' of B.Tech and
   * of M.Tech): 'B.Tech 2023-2027', 'CSE – B.Tech', 'CSE A – B.Tech 2023-2027'.
   */
  optionLabel?: SQL;
  /** Values other rows hold that a field of this row caps (a subject's maximum and the marks stored against it). */
  ceilings?: readonly Ceiling[];
  /** Amounts other rows hold against a field of this row, which it never drops below (leave taken of an allotment). */
  floors?: readonly Floor[];
}

/**
 * A field other rows spend: rows of `table` matching the row hold `amount` each (in the field's units), and no
 * `holder`'s sum may be more than the field (each member of staff's leave of a type against its allotment's days).
 */
export interface Floor {
  field: string;
  table: PgTable;
  matching: (row: Record<string, unknown>) => SQL;
  holder: PgColumn;
  amount: SQL;
}

/** A field that caps values other rows hold: rows of `table` whose `owner` is the row's id keep `value` at most it. */
export interface Ceiling {
  field: string;
  table: PgTable;
  owner: PgColumn;
  value: PgColumn;
}

/** The columns of a list's table that its descriptor fields name: each field is the column of the same name. */
const columnsOf = <T extends PgTable>(table: T, ...fields: (keyof T['_']['columns'] & string)[]) => {
  const all = getTableColumns(table);
  return Object.fromEntries(fields.map((field) => [field, all[field]!])) as Record<string, PgColumn>;
};

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

/** Pending and approved leave of an allotment's academic year, staff category and leave type. */
const leaveOfAllotment = (row: Record<string, unknown>) =>
  and(
    eq(leaveApplications.academicYearId, Number(row.academicYearId)),
    eq(leaveApplications.staffCategory, String(row.staffCategory)),
    eq(leaveApplications.leaveTypeId, Number(row.leaveTypeId)),
    inArray(leaveApplications.status, ['pending', 'approved']),
  )!;

/** The college calendar and the staff's leave: academic years, semester dates, holidays, activities, leave. */
const CALENDAR_TABLES = {
  academicYears: {
    table: academicYears,
    columns: columnsOf(academicYears, 'name', 'startDate', 'endDate', 'isCurrent'),
    order: [academicYears.startDate],
    dependents: [
      { table: semesterDates, column: semesterDates.academicYearId, what: 'semester dates' },
      { table: holidays, column: holidays.academicYearId, what: 'holidays' },
      { table: leaveAllotments, column: leaveAllotments.academicYearId, what: 'leave allotments' },
      { table: leaveApplications, column: leaveApplications.academicYearId, what: 'leave applications' },
    ],
  },
  semesterDates: {
    table: semesterDates,
    columns: columnsOf(semesterDates, 'academicYearId', 'degreeId', 'semesterId', 'startDate', 'endDate'),
    order: [semesterDates.academicYearId, semesterDates.degreeId, semesterDates.startDate],
    dependents: [],
  },
  holidays: {
    table: holidays,
    columns: columnsOf(holidays, 'date', 'name', 'academicYearId'),
    order: [holidays.date],
    dependents: [],
  },
  activities: {
    table: activities,
    columns: columnsOf(
      activities,
      'title',
      'startDate',
      'endDate',
      'venue',
      'organiser',
      'departmentId',
      'description',
    ),
    order: [activities.startDate, activities.title],
    dependents: [],
  },
  leaveTypes: {
    table: leaveTypes,
    columns: columnsOf(leaveTypes, 'code', 'name', 'halfDaysAllowed', 'needsAttachment'),
    order: [leaveTypes.code],
    dependents: [
      { table: leaveAllotments, column: leaveAllotments.leaveTypeId, what: 'leave allotments' },
      { table: leaveApplications, column: leaveApplications.leaveTypeId, what: 'leave applications' },
    ],
  },
  leaveAllotments: {
    table: leaveAllotments,
    columns: columnsOf(leaveAllotments, 'academicYearId', 'staffCategory', 'leaveTypeId', 'days'),
    order: [leaveAllotments.academicYearId, leaveAllotments.staffCategory, leaveAllotments.leaveTypeId],
    // Pending and approved leave hold days of the allotment: without it, or with fewer days, their balance would
    // fall below zero.
    dependents: [
      { table: leaveApplications, matching: leaveOfAllotment, what: 'pending or approved leave applications' },
    ],
    floors: [
      {
        field: 'days',
        table: leaveApplications,
        matching: leaveOfAllotment,
        holder: leaveApplications.userId,
        amount: sql`${leaveApplications.halfDays}::numeric / 2`,
      },
    ],
  },
  bellPeriods: {
    table: bellPeriods,
    columns: columnsOf(bellPeriods, 'position', 'name', 'startTime', 'endTime', 'kind'),
    order: [bellPeriods.position],
    dependents: [{ table: timetableSlots, column: timetableSlots.periodId, what: 'timetable slots' }],
  },
} satisfies Partial<Record<ListKind, ListTable>>;

/**
 * The admission forms' lists: the tables the §7 lookups read (one source). Admissions hold a caste, seat type and
 * agent by its text, so a delete is refused while an admission holds the value.
 */
const ADMISSION_LIST_TABLES = {
  casteCategories: {
    table: casteCategories,
    columns: columnsOf(casteCategories, 'code', 'description', 'sortOrder'),
    order: [casteCategories.sortOrder, casteCategories.code],
    dependents: [
      { table: subCastes, column: subCastes.categoryId, what: 'sub-castes' },
      { table: admissions, column: admissions.category, key: 'code', what: 'admissions' },
    ],
  },
  subCastes: {
    table: subCastes,
    columns: columnsOf(subCastes, 'categoryId', 'name', 'sortOrder'),
    order: [subCastes.categoryId, subCastes.sortOrder, subCastes.name],
    dependents: [
      { table: admissions, column: sql`${admissions.details}->>'subCaste'`, key: 'name', what: 'admissions' },
    ],
  },
  seatTypes: {
    table: seatTypes,
    columns: columnsOf(seatTypes, 'name', 'description', 'sortOrder'),
    order: [seatTypes.sortOrder, seatTypes.name],
    dependents: [{ table: admissions, column: admissions.seatType, key: 'name', what: 'admissions' }],
  },
  agents: {
    table: agents,
    columns: columnsOf(agents, 'name', 'place', 'active'),
    order: [agents.name],
    dependents: [{ table: admissions, column: admissions.agent, key: 'name', what: 'admissions' }],
  },
  keyValues: {
    table: keyValuePairs,
    columns: columnsOf(keyValuePairs, 'listKey', 'itemKey', 'itemValue', 'sortOrder'),
    order: [keyValuePairs.listKey, keyValuePairs.sortOrder, keyValuePairs.itemKey],
    dependents: Object.entries(KEY_VALUE_FIELDS).map(([listKey, field]) => ({
      table: admissions,
      column: sql`${admissions.details}->>${field}`,
      key: 'itemKey',
      what: 'admissions',
      onlyWhen: { field: 'listKey', value: listKey },
    })),
  },
} satisfies Partial<Record<ListKind, ListTable>>;

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
  ...CALENDAR_TABLES,
  ...ADMISSION_LIST_TABLES,
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
