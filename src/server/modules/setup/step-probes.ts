import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SetupStepKey } from '../../../domain/setup/setup-checklist';
import {
  academicYears,
  attendanceSheets,
  batches,
  branches,
  contactData,
  courses,
  degrees,
  departments,
  examResultStates,
  faculty,
  facultyAllotments,
  feePlans,
  feeStructures,
  levels,
  listChangeRequests,
  regulations,
  sections,
  semesterDates,
  semesters,
  students,
  timetables,
  users,
} from '../../db/schema';

/** Whether a table holds at least one row: `exists` stops at the first, so 20,000 students cost no more than one. */
const anyRow = (table: PgTable, where: SQL = sql`true`) => sql`exists (select 1 from ${table} where ${where})`;

/** 'done' when `done` holds, else 'waiting' when `waiting` holds (someone else's turn), else 'todo'. */
const stateOf = (done: SQL, waiting: SQL = sql`false`) =>
  sql`case when ${done} then 'done' when ${waiting} then 'waiting' else 'todo' end`;

/** A change to a checked list (regulations, subjects) proposed and waiting for the second signatory. */
const pendingChange = (list: string) =>
  anyRow(listChangeRequests, sql`${listChangeRequests.list} = ${list} and ${listChangeRequests.status} = 'pending'`);

const withRole = (role: string) => anyRow(users, sql`${role} = any(${users.roles})`);

/**
 * Regulations and subjects wait for a second person (maker-checker): the step is done once someone besides the one
 * administrator of a fresh install can authorize them, a principal or another administrator.
 */
const secondSignatory = sql`(select count(*) from ${users} where 'ROLE_PRINCIPAL' = any(${users.roles})
  or 'ROLE_ADMIN' = any(${users.roles})) > 1`;

const resultsAt = (stage: string) => anyRow(examResultStates, sql`${examResultStates.stage} = ${stage}`);

/** One probe per step: an SQL expression giving the step's state from what the database holds. */
export const STEP_PROBES: Readonly<Record<SetupStepKey, SQL>> = {
  collegeProfile: stateOf(anyRow(contactData)),
  authorizer: stateOf(secondSignatory),
  levels: stateOf(anyRow(levels)),
  departments: stateOf(anyRow(departments)),
  degrees: stateOf(anyRow(degrees)),
  branches: stateOf(anyRow(branches)),
  regulations: stateOf(anyRow(regulations), pendingChange('regulations')),
  batches: stateOf(anyRow(batches)),
  semesters: stateOf(anyRow(semesters)),
  subjects: stateOf(anyRow(courses), pendingChange('subjects')),
  calendar: stateOf(sql`${anyRow(academicYears, sql`${academicYears.isCurrent}`)} and ${anyRow(semesterDates)}`),
  faculty: stateOf(anyRow(faculty)),
  staffLogins: stateOf(sql`${withRole('ROLE_EXAMINATION')} and ${anyRow(users, sql`${users.facultyId} is not null`)}`),
  sections: stateOf(anyRow(sections)),
  students: stateOf(anyRow(students)),
  // Every student has a roll number (the column is required); what is left is a section for each one studying.
  rollNumbers: stateOf(
    sql`${anyRow(students)} and not ${anyRow(students, sql`${students.status} = 'studying' and ${students.sectionId} is null`)}`,
  ),
  allotments: stateOf(anyRow(facultyAllotments)),
  timetables: stateOf(anyRow(timetables)),
  // Dues exist once a structure is applied (or, as the demo's, written for a whole batch).
  fees: stateOf(
    sql`${anyRow(feePlans, sql`${feePlans.appliedAt} is not null`)} or ${anyRow(feeStructures, sql`${feeStructures.studentId} is null`)}`,
  ),
  // Once a teacher has classes allotted, the first attendance is theirs to take.
  firstAttendance: stateOf(anyRow(attendanceSheets), anyRow(facultyAllotments)),
  // Once the exam cell has a login, the first exam is its turn (then the principal's): waiting, never the
  // administrator's to do.
  firstExam: stateOf(resultsAt('published'), sql`${withRole('ROLE_EXAMINATION')} or ${resultsAt('awaiting')}`),
};
