import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ListKind } from '../../../domain/academic/list-descriptor';
import {
  academicYears,
  activities,
  holidays,
  leaveAllotments,
  leaveApplications,
  leaveTypes,
  semesterDates,
  timetableSlots,
  bellPeriods,
} from '../../db/schema';
import { columnsOf, type ListTable } from './list-table';

/** Pending and approved leave of an allotment's academic year, staff category and leave type. */
const leaveOfAllotment = (row: Record<string, unknown>) =>
  and(
    eq(leaveApplications.academicYearId, Number(row.academicYearId)),
    eq(leaveApplications.staffCategory, String(row.staffCategory)),
    eq(leaveApplications.leaveTypeId, Number(row.leaveTypeId)),
    inArray(leaveApplications.status, ['pending', 'approved']),
  )!;

/** The college calendar and the staff's leave: academic years, semester dates, holidays, activities, leave. */
export const CALENDAR_LIST_TABLES = {
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
