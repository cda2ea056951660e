import { TERMS, type Term } from './timetable-terms';
import * as v from 'valibot';
import { choiceField, dateField, integerField, optionalTextField, referenceField } from '../academic/list-fields';
import { AcademicYearSchema } from '../faculty/allotment';
import { ALLOTMENT_MESSAGES } from '../faculty/allotment-messages';
import type { BellPeriod } from './bell-schedule';
import type {
  PlacedSlotSchema,
  PlacedSubstitutionSchema,
  WeekChildSchema,
  WeekDaySchema,
  WeekEntrySchema,
  WeekSchema,
  WeekSlotSchema,
} from './timetable-answers';
import { DAY_NAMES, TIMETABLE_MESSAGES as M } from './messages';
import { utcDay } from '../calendar/calendar-date';

/** The teaching days: 1 Monday … 6 Saturday. */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6] as const;
export const dayName = (day: number): string => DAY_NAMES[day] ?? '';

export { TERMS, type Term } from './timetable-terms';
export const TERM_LABELS: Readonly<Record<Term, string>> = {
  odd: /*i18n*/ 'Odd semester',
  even: /*i18n*/ 'Even semester',
};
/** The semester a day falls in when none is named: April to October the odd one, November to March the even one. */
export const termOfDay = (day: string): Term => {
  const month = Number(day.slice(5, 7));
  return month >= 4 && month <= 10 ? 'odd' : 'even';
};

/** A section's timetable for a semester of an academic year. */
export const TimetableSchema = v.object({
  academicYear: AcademicYearSchema,
  term: choiceField(TERMS),
  sectionId: referenceField(),
});
export type TimetableInput = v.InferOutput<typeof TimetableSchema>;

/** Labs span up to four periods in a row. */
export const MAX_SPAN = 4;

/** One class on the grid: a day, its first period (a bell-schedule row), how many periods, the allotment, a room. */
export const SlotSchema = v.object({
  day: integerField(1, 6),
  periodId: referenceField(),
  span: v.optional(integerField(1, MAX_SPAN), 1),
  allotmentId: referenceField(),
  room: optionalTextField(20),
});
export type SlotInput = v.InferOutput<typeof SlotSchema>;

/** A substitute teacher for one slot on one date: a one-off adjustment, never a change of the timetable. */
export const SubstitutionSchema = v.object({
  slotId: referenceField(),
  date: dateField(),
  facultyId: referenceField(),
});
export type SubstitutionInput = v.InferOutput<typeof SubstitutionSchema>;

const digits = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number));
export const TimetableIdSchema = v.object({ id: digits });
export const TimetableItemSchema = v.object({ id: digits, itemId: digits });
export const TimetableQuerySchema = v.object({ academicYear: AcademicYearSchema, term: v.optional(v.picklist(TERMS)) });
export const WeekQuerySchema = v.object({
  weekOf: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
  term: v.optional(v.picklist(TERMS)),
  studentId: v.optional(digits),
});

/** The teaching periods a class starting at `periodId` and lasting `span` periods covers, or why it cannot. */
export function periodsCovered(
  bell: readonly BellPeriod[],
  periodId: number,
  span: number,
): { from: number; to: number; periods: BellPeriod[] } | string {
  const day = [...bell].sort((a, b) => a.position - b.position);
  const start = day.findIndex((p) => p.id === periodId);
  if (start === -1 || day[start]!.kind !== 'Period') return M.notAPeriod;
  const periods = day.slice(start, start + span);
  if (periods.length < span || periods.some((p) => p.kind !== 'Period')) return M.spanTooLong;
  return { from: periods[0]!.position, to: periods.at(-1)!.position, periods };
}

export type PlacedSlot = v.InferOutput<typeof PlacedSlotSchema>;

const overlaps = (a: { from: number; to: number }, b: { from: number; to: number }) => a.from <= b.to && b.from <= a.to;
const sameRoom = (a: string, b: string) => a.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Why a class cannot go on the grid, or null. `others` are the classes of the same academic year and semester (every
 * section). A faculty member is in one place at a time, so is a room; a section has one class at a time, except a
 * lab's shared co-teacher (another allotment of the same subject and section), who may share its slot and room.
 * `periodName` names a period position for the reason.
 */
export function slotClash(
  slot: Omit<PlacedSlot, 'id'> & { id?: number },
  others: readonly PlacedSlot[],
  periodName: (position: number) => string,
): string | null {
  for (const other of others) {
    if (other.id === slot.id || other.day !== slot.day || !overlaps(slot, other)) continue;
    const when = periodName(Math.max(slot.from, other.from));
    const coTeacher =
      other.sectionId === slot.sectionId &&
      other.subjectId === slot.subjectId &&
      other.allotmentId !== slot.allotmentId;
    if (other.facultyId === slot.facultyId) return M.facultyBusy(other.facultyName, other.sectionLabel, slot.day, when);
    if (other.sectionId === slot.sectionId && !coTeacher)
      return M.sectionBusy(other.sectionLabel, other.subjectCode, slot.day, when);
    if (sameRoom(other.room, slot.room) && !coTeacher)
      return M.roomTaken(other.room.trim(), other.sectionLabel, slot.day, when);
  }
  return null;
}

/** The weekday (1 Monday … 7 Sunday) of a YYYY-MM-DD day. */
export const weekdayOf = (day: string): number => {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};

/** A day `n` days after a YYYY-MM-DD day. */
export const addDays = (day: string, n: number): string =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));

/** The Monday of the week a day falls in (a Sunday belongs to the week before). */
export const mondayOf = (day: string): string => addDays(day, 1 - weekdayOf(day));

export type PlacedSubstitution = v.InferOutput<typeof PlacedSubstitutionSchema>;

/**
 * Why a substitute cannot take a slot on a date, or null: the date is the slot's weekday; the substitute is active,
 * not the slot's own teacher, and free then — not teaching a class of their own that date (one someone else covers
 * that date does not count) nor covering another. `teaching` are the year's and semester's classes, every section.
 */
export function substitutionRefusal(
  request: { date: string; facultyId: number; facultyActive: boolean; facultyName: string },
  slot: PlacedSlot,
  teaching: readonly PlacedSlot[],
  onTheDate: readonly PlacedSubstitution[],
  periodName: (position: number) => string,
): string | null {
  if (weekdayOf(request.date) !== slot.day) return M.notTheDay;
  if (!request.facultyActive) return ALLOTMENT_MESSAGES.relieved;
  if (request.facultyId === slot.facultyId) return M.ownTeacher;
  if (onTheDate.some((s) => s.slotId === slot.id && s.date === request.date)) return M.substituteTaken;
  const covered = new Set(onTheDate.filter((s) => s.date === request.date).map((s) => s.slotId));
  const bySlot = new Map(teaching.map((t) => [t.id, t]));
  const busy = [
    ...teaching.filter((t) => t.facultyId === request.facultyId && !covered.has(t.id)),
    ...onTheDate
      .filter((s) => s.date === request.date && s.facultyId === request.facultyId)
      .flatMap((s) => bySlot.get(s.slotId) ?? []),
  ];
  const clash = busy.find((t) => t.day === slot.day && overlaps(t, slot));
  return clash
    ? M.substituteBusy(
        request.facultyName,
        clash.sectionLabel,
        request.date,
        periodName(Math.max(slot.from, clash.from)),
      )
    : null;
}

export type WeekEntry = v.InferOutput<typeof WeekEntrySchema>;

export type WeekDay = v.InferOutput<typeof WeekDaySchema>;

export type WeekChild = v.InferOutput<typeof WeekChildSchema>;

export type Week = v.InferOutput<typeof WeekSchema>;

export type WeekSlot = v.InferOutput<typeof WeekSlotSchema>;

/**
 * The days Monday to Saturday of the week starting `monday`, each with its classes in period order: for a faculty
 * member their own classes (a class someone covers that date marked covered) and the ones they cover as a substitute;
 * for a section its classes, the substitute named as that day's teacher. A holiday keeps its classes out.
 */
export function assembleWeek(input: {
  monday: string;
  bell: readonly BellPeriod[];
  slots: readonly WeekSlot[];
  substitutions: readonly PlacedSubstitution[];
  holidays: readonly { date: string; name: string }[];
  viewer: { facultyId: number } | { sectionId: number };
}): WeekDay[] {
  const byPosition = new Map(input.bell.map((p) => [p.position, p]));
  const periodsOf = (s: WeekSlot) =>
    s.from === s.to
      ? (byPosition.get(s.from)?.name ?? String(s.from))
      : `${byPosition.get(s.from)?.name ?? s.from} to ${byPosition.get(s.to)?.name ?? s.to}`;
  const entry = (s: WeekSlot, kind: WeekEntry['kind'], teacher: string, regular: string | null): WeekEntry => ({
    slotId: s.id,
    from: s.from,
    to: s.to,
    periods: periodsOf(s),
    startTime: byPosition.get(s.from)?.startTime ?? '',
    endTime: byPosition.get(s.to)?.endTime ?? '',
    subjectCode: s.subjectCode,
    subjectName: s.subjectName,
    sectionLabel: s.sectionLabel,
    teacher,
    room: s.room,
    kind,
    regularTeacher: regular,
  });
  const slotsById = new Map(input.slots.map((s) => [s.id, s]));
  return WEEK_DAYS.map((day) => {
    const date = addDays(input.monday, day - 1);
    const holiday = input.holidays.find((h) => h.date === date)?.name ?? null;
    const subs = new Map(input.substitutions.filter((s) => s.date === date).map((s) => [s.slotId, s]));
    const entries: WeekEntry[] = [];
    if (holiday === null) {
      for (const s of input.slots) {
        if (s.day !== day) continue;
        const sub = subs.get(s.id);
        if ('sectionId' in input.viewer) {
          if (s.sectionId !== input.viewer.sectionId) continue;
          entries.push(
            sub ? entry(s, 'substituted', sub.facultyName, s.facultyName) : entry(s, 'regular', s.facultyName, null),
          );
        } else if (s.facultyId === input.viewer.facultyId) {
          entries.push(
            sub ? entry(s, 'covered', sub.facultyName, s.facultyName) : entry(s, 'regular', s.facultyName, null),
          );
        }
      }
      if ('facultyId' in input.viewer) {
        const me = input.viewer.facultyId;
        for (const sub of subs.values()) {
          const s = slotsById.get(sub.slotId);
          if (s && sub.facultyId === me && s.day === day)
            entries.push(entry(s, 'substituting', sub.facultyName, s.facultyName));
        }
      }
    }
    entries.sort((a, b) => a.from - b.from || a.sectionLabel.localeCompare(b.sectionLabel));
    return { day, name: dayName(day), date, holiday, entries };
  });
}
