import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BellPeriodSchema, type BellPeriod } from '../../src/domain/timetable/bell-schedule';
import { ALLOTMENT_MESSAGES } from '../../src/domain/faculty/allotment-messages';
import { TIMETABLE_MESSAGES as M } from '../../src/domain/timetable/messages';
import {
  assembleWeek,
  mondayOf,
  periodsCovered,
  slotClash,
  substitutionRefusal,
  termOfDay,
  type PlacedSlot,
  type WeekSlot,
} from '../../src/domain/timetable/timetable';

const BELL: BellPeriod[] = [
  { id: 11, position: 1, name: 'Period 1', startTime: '09:00', endTime: '09:50', kind: 'Period' },
  { id: 12, position: 2, name: 'Period 2', startTime: '09:50', endTime: '10:40', kind: 'Period' },
  { id: 13, position: 3, name: 'Tea break', startTime: '10:40', endTime: '10:55', kind: 'Break' },
  { id: 14, position: 4, name: 'Period 3', startTime: '10:55', endTime: '11:45', kind: 'Period' },
  { id: 15, position: 5, name: 'Period 4', startTime: '11:45', endTime: '12:35', kind: 'Period' },
  { id: 16, position: 6, name: 'Period 5', startTime: '13:20', endTime: '14:10', kind: 'Period' },
];
const name = (position: number) => BELL.find((p) => p.position === position)!.name;

const slot = (over: Partial<WeekSlot>): WeekSlot => ({
  id: 0,
  timetableId: 1,
  sectionId: 100,
  sectionLabel: '2024-2028 CSE A',
  day: 1,
  from: 1,
  to: 1,
  allotmentId: 500,
  facultyId: 41,
  facultyName: 'Dr. Rao',
  subjectId: 7,
  subjectCode: 'CS301',
  subjectName: 'Compilers',
  room: '',
  ...over,
});

describe('the bell schedule', () => {
  it('takes a period that ends after it starts, in 24-hour times', () => {
    const row = { position: 1, name: 'Period 1', startTime: '09:00', endTime: '09:50', kind: 'Period' };
    expect(v.is(BellPeriodSchema, row)).toBe(true);
    expect(v.is(BellPeriodSchema, { ...row, endTime: '08:50' })).toBe(false);
    expect(v.is(BellPeriodSchema, { ...row, startTime: '9:00' })).toBe(false);
    expect(v.is(BellPeriodSchema, { ...row, kind: 'Lunch' })).toBe(false);
  });

  it('places a lab over teaching periods in a row, never over a break or past the last period', () => {
    expect(periodsCovered(BELL, 11, 2)).toMatchObject({ from: 1, to: 2 });
    expect(periodsCovered(BELL, 12, 2)).toBe(M.spanTooLong);
    expect(periodsCovered(BELL, 16, 2)).toBe(M.spanTooLong);
    expect(periodsCovered(BELL, 13, 1)).toBe(M.notAPeriod);
    expect(periodsCovered(BELL, 99, 1)).toBe(M.notAPeriod);
  });
});

describe('clash rules', () => {
  const existing: PlacedSlot[] = [slot({ id: 1, from: 1, to: 2, room: 'Lab 2' })];

  it('refuses a faculty member in two places at once, naming where they are', () => {
    const other = slot({ sectionId: 101, sectionLabel: '2024-2028 CSE B', allotmentId: 501, from: 2, to: 2 });
    expect(slotClash(other, existing, name)).toBe(M.facultyBusy('Dr. Rao', '2024-2028 CSE A', 1, 'Period 2'));
  });

  it('refuses a room in two places and a section in two classes', () => {
    const room = slot({ sectionId: 101, sectionLabel: 'B', allotmentId: 502, facultyId: 42, room: ' lab 2 ' });
    expect(slotClash(room, existing, name)).toBe(M.roomTaken('Lab 2', '2024-2028 CSE A', 1, 'Period 1'));
    const section = slot({ allotmentId: 503, facultyId: 43, subjectId: 8, from: 2, to: 2 });
    expect(slotClash(section, existing, name)).toBe(M.sectionBusy('2024-2028 CSE A', 'CS301', 1, 'Period 2'));
  });

  it("lets a lab's shared co-teacher share its slot and room; another day or period is free", () => {
    expect(slotClash(slot({ allotmentId: 504, facultyId: 44, room: 'Lab 2' }), existing, name)).toBeNull();
    expect(slotClash(slot({ allotmentId: 505, facultyId: 41, day: 2 }), existing, name)).toBeNull();
    expect(slotClash(slot({ allotmentId: 506, facultyId: 41, from: 4, to: 4 }), existing, name)).toBeNull();
    // A slot does not clash with itself when it is checked again.
    expect(slotClash(existing[0]!, existing, name)).toBeNull();
  });
});

describe('substitutions', () => {
  const monday = '2026-11-23';
  const taught = slot({ id: 1, facultyId: 41 });
  const elsewhere = slot({ id: 2, facultyId: 42, facultyName: 'Ms. Devi', sectionId: 101, sectionLabel: 'B' });
  const request = { date: monday, facultyId: 42, facultyActive: true, facultyName: 'Ms. Devi' };

  it('refuses a substitute who teaches elsewhere then, on another weekday, or the slot’s own teacher', () => {
    expect(substitutionRefusal(request, taught, [taught, elsewhere], [], name)).toBe(
      M.substituteBusy('Ms. Devi', 'B', monday, 'Period 1'),
    );
    expect(substitutionRefusal({ ...request, date: '2026-11-24' }, taught, [taught], [], name)).toBe(M.notTheDay);
    expect(substitutionRefusal({ ...request, facultyId: 41 }, taught, [taught], [], name)).toBe(M.ownTeacher);
    expect(substitutionRefusal({ ...request, facultyActive: false }, taught, [taught], [], name)).toBe(
      ALLOTMENT_MESSAGES.relieved,
    );
  });

  it('lets a substitute whose own class that date is covered by someone else take it', () => {
    const covered = [{ id: 9, slotId: 2, date: monday, facultyId: 43, facultyName: 'Mr. Khan' }];
    expect(substitutionRefusal(request, taught, [taught, elsewhere], covered, name)).toBeNull();
    const twice = [{ id: 9, slotId: 1, date: monday, facultyId: 43, facultyName: 'Mr. Khan' }];
    expect(substitutionRefusal(request, taught, [taught], twice, name)).toBe(M.substituteTaken);
  });
});

describe('the week', () => {
  const monday = '2026-11-23';
  const slots = [
    slot({ id: 1, day: 1, from: 4, to: 5, subjectCode: 'CS391', subjectName: 'Compilers Lab' }),
    slot({ id: 2, day: 1, from: 1, to: 1 }),
    slot({ id: 3, day: 2, from: 1, to: 1, facultyId: 42, facultyName: 'Ms. Devi', sectionId: 101, sectionLabel: 'B' }),
    slot({ id: 4, day: 3, from: 2, to: 2 }),
  ];
  const substitutions = [
    { id: 1, slotId: 2, date: monday, facultyId: 43, facultyName: 'Mr. Khan' },
    { id: 2, slotId: 3, date: '2026-11-24', facultyId: 41, facultyName: 'Dr. Rao' },
    // Another week's substitution changes nothing in this one.
    { id: 3, slotId: 1, date: '2026-11-30', facultyId: 43, facultyName: 'Mr. Khan' },
  ];
  const holidays = [{ date: '2026-11-25', name: 'Founders Day' }];

  it('gives a teacher their classes in period order, one covered by a substitute and one they cover', () => {
    const week = assembleWeek({ monday, bell: BELL, slots, substitutions, holidays, viewer: { facultyId: 41 } });
    expect(week.map((d) => [d.name, d.date])).toEqual([
      ['Monday', '2026-11-23'],
      ['Tuesday', '2026-11-24'],
      ['Wednesday', '2026-11-25'],
      ['Thursday', '2026-11-26'],
      ['Friday', '2026-11-27'],
      ['Saturday', '2026-11-28'],
    ]);
    expect(week[0]!.entries.map((e) => [e.slotId, e.kind, e.teacher])).toEqual([
      [2, 'covered', 'Mr. Khan'],
      [1, 'regular', 'Dr. Rao'],
    ]);
    expect(week[0]!.entries[1]).toMatchObject({
      periods: 'Period 3 to Period 4',
      startTime: '10:55',
      endTime: '12:35',
    });
    expect(week[1]!.entries).toMatchObject([
      { slotId: 3, kind: 'substituting', sectionLabel: 'B', regularTeacher: 'Ms. Devi' },
    ]);
    expect(week[2]).toMatchObject({ holiday: 'Founders Day', entries: [] });
  });

  it("gives a section its classes with that day's substitute as the teacher", () => {
    const week = assembleWeek({ monday, bell: BELL, slots, substitutions, holidays, viewer: { sectionId: 100 } });
    expect(week[0]!.entries.map((e) => [e.slotId, e.teacher, e.regularTeacher])).toEqual([
      [2, 'Mr. Khan', 'Dr. Rao'],
      [1, 'Dr. Rao', null],
    ]);
    expect(week[1]!.entries).toEqual([]);
  });

  it('finds the Monday of a week and the semester of a day', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(termOfDay('2026-08-10')).toBe('odd');
    expect(termOfDay('2027-01-10')).toBe('even');
  });
});
