import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AgentSchema, SeatTypeSchema } from '../../src/domain/academic/admission-lists';
import {
  AcademicYearSchema,
  ActivitySchema,
  HolidaySchema,
  SemesterDatesSchema,
} from '../../src/domain/academic/calendar-lists';
import {
  academicYearFits,
  dateOutside,
  endsOnOrAfterStart,
  secondHolder,
} from '../../src/domain/academic/calendar-rules';
import { LeaveAllotmentSchema, LeaveTypeSchema } from '../../src/domain/academic/leave-lists';
import { LIST_KINDS } from '../../src/domain/academic/list-descriptor';
import { rowIssueMessage } from '../../src/domain/academic/list-fields';
import { filterValue } from '../../src/domain/academic/list-query';
import { LIST_GROUPS, LISTS } from '../../src/domain/academic/lists';
import { LIST_MESSAGES as M } from '../../src/domain/academic/messages';
import { FUNCTION_SCREENS } from '../../src/domain/dashboards/function-screens';
import { MODULE_TILES } from '../../src/domain/home/module-tiles';

const message = (schema: v.GenericSchema, input: unknown) => rowIssueMessage(v.safeParse(schema, input).issues?.[0]);
const year = { name: '2026-2027', startDate: '2026-06-01', endDate: '2027-05-31', isCurrent: true };

describe('the calendar rules', () => {
  it('takes a period that ends on or after its start day, and not one that ends before', () => {
    expect(endsOnOrAfterStart('2026-07-01', '2026-07-01')).toBe(true);
    expect(endsOnOrAfterStart('2026-07-01', '2026-11-30')).toBe(true);
    expect(endsOnOrAfterStart('2026-07-01', '2026-06-30')).toBe(false);
  });
  it('finds a date outside its academic year, both ends included', () => {
    const range = { from: '2026-06-01', to: '2027-05-31' };
    expect(dateOutside(range, ['2026-06-01', '2027-05-31'])).toBeNull();
    expect(dateOutside(range, ['2026-07-01', '2027-06-01'])).toBe('2027-06-01');
    expect(dateOutside(range, ['2026-05-31'])).toBe('2026-05-31');
  });
  it("names an academic year for two years in a row, starting in the first ('2026-2027')", () => {
    expect(academicYearFits('2026-2027', '2026-06-01', '2027-05-31')).toBe(true);
    expect(academicYearFits('2026-2028', '2026-06-01', '2027-05-31')).toBe(false);
    expect(academicYearFits('2026-2027', '2025-06-01', '2027-05-31')).toBe(false);
    expect(academicYearFits('2026-2027', '2026-06-01', '2028-05-31')).toBe(false);
    expect(academicYearFits('2026-2027', '2026-06-01', '2026-05-31')).toBe(false);
  });
  it('lets one academic year only be the current one', () => {
    expect(secondHolder([], null, true)).toBe(false);
    expect(secondHolder([3], null, true)).toBe(true);
    expect(secondHolder([3], 3, true)).toBe(false);
    expect(secondHolder([3], 4, true)).toBe(true);
    expect(secondHolder([3], 4, false)).toBe(false);
  });
});

describe('the calendar rows, by their one schema', () => {
  it('takes a well-formed academic year and refuses one ending before it starts', () => {
    expect(v.safeParse(AcademicYearSchema, year).success).toBe(true);
    expect(message(AcademicYearSchema, { ...year, endDate: '2026-05-01' })).toBe(M.invalid);
  });
  it('takes dates by the one calendar-date rule: YYYY-MM-DD of a real day', () => {
    expect(message(AcademicYearSchema, { ...year, endDate: '2027-02-30' })).toBe(M.invalid);
    expect(message(AcademicYearSchema, { ...year, endDate: '31/05/2027' })).toBe(M.invalid);
    expect(message(AcademicYearSchema, { ...year, endDate: '' })).toBe(M.fillAll);
  });
  it("takes yes/no as true or false only, not the text 'yes'", () => {
    expect(message(AcademicYearSchema, { ...year, isCurrent: 'yes' })).toBe(M.invalid);
    expect(message(AcademicYearSchema, { ...year, isCurrent: undefined })).toBe(M.fillAll);
    expect(
      v.safeParse(LeaveTypeSchema, { code: 'CL', name: 'Casual leave', halfDaysAllowed: true, needsAttachment: false })
        .success,
    ).toBe(true);
  });
  it('refuses semester dates and activities that end before they start', () => {
    const dates = { academicYearId: 1, degreeId: 1, semesterId: 1, startDate: '2026-07-01', endDate: '2026-11-28' };
    expect(v.safeParse(SemesterDatesSchema, dates).success).toBe(true);
    expect(message(SemesterDatesSchema, { ...dates, endDate: '2026-06-28' })).toBe(M.invalid);
    const activity = {
      title: 'College day',
      startDate: '2027-03-20',
      endDate: '2027-03-20',
      venue: 'Main auditorium',
      organiser: 'Cultural committee',
      departmentId: null,
    };
    expect(v.parse(ActivitySchema, activity).description).toBe('');
    expect(message(ActivitySchema, { ...activity, endDate: '2027-03-19' })).toBe(M.invalid);
    expect(message(HolidaySchema, { date: '2026-08-15', name: '<b>x</b>', academicYearId: 1 })).toBe(M.invalid);
  });
  it('takes a yearly allotment for teaching or non-teaching staff only', () => {
    const allotment = { academicYearId: 1, staffCategory: 'non-teaching', leaveTypeId: 1, days: 12 };
    expect(v.safeParse(LeaveAllotmentSchema, allotment).success).toBe(true);
    expect(message(LeaveAllotmentSchema, { ...allotment, staffCategory: 'visiting' })).toBe(M.invalid);
    expect(filterValue('non-teaching')).toBe('non-teaching');
  });
  it("keeps seat types' explaining descriptions (':' and ';') and agents' working yes/no", () => {
    expect(
      v.safeParse(SeatTypeSchema, {
        name: 'Convener',
        description: 'Category A: by counselling; TAFRC fee',
        sortOrder: 1,
      }).success,
    ).toBe(true);
    expect(message(SeatTypeSchema, { name: 'Spot', description: '<script>', sortOrder: 1 })).toBe(M.invalid);
    expect(message(AgentSchema, { name: 'Vidya Career Guidance', place: 'Ameerpet', active: 'no' })).toBe(M.invalid);
  });
});

describe('who keeps and reads the calendar, leave and admission lists', () => {
  it('lets the academic section keep the calendar, and administrators alone leave and admission lists', () => {
    for (const kind of ['academicYears', 'semesterDates', 'holidays', 'activities'] as const)
      expect(LISTS[kind].writers).toEqual(['ROLE_ADMIN', 'ROLE_ACADEMICS']);
    for (const kind of [
      'leaveTypes',
      'leaveAllotments',
      'casteCategories',
      'subCastes',
      'seatTypes',
      'agents',
      'keyValues',
    ] as const)
      expect(LISTS[kind].writers).toEqual(['ROLE_ADMIN']);
  });
  it('lets everyone signed in read academic years, holidays, activities and the bell schedule', () => {
    expect(LIST_KINDS.filter((k) => LISTS[k].readers === 'signed-in')).toEqual([
      'academicYears',
      'holidays',
      'activities',
      'bellPeriods',
    ]);
  });
  it('groups every list once on the lists page', () => {
    expect(LIST_GROUPS.flatMap((g) => g.kinds).sort()).toEqual([...LIST_KINDS].sort());
  });
  it("opens the Admin tile's Activities and Leave maintenance on their lists", () => {
    const admin = MODULE_TILES.find((t) => t.title === 'Admin')!;
    expect(admin.functions).toEqual(expect.arrayContaining(['Activities', 'Leave maintenance']));
    expect(FUNCTION_SCREENS.Activities).toBe('/app/Admin/Lists/activities');
    expect(FUNCTION_SCREENS['Leave maintenance']).toBe('/app/Admin/Lists/leaveTypes');
  });
});
