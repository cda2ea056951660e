import * as v from 'valibot';
import { BellPeriodRowSchema } from './bell-schedule';
import { TERMS } from './timetable-terms';

// The timetable calls' answers (GET /api/app/timetables, …/timetables/{id}, …/timetable/week and the changes), as
// the client parses them; the rules in timetable.ts read the same shapes. Dates are YYYY-MM-DD.

/** A class as placed on a grid, with what the clash rules compare (positions `from`…`to` of the bell schedule). */
export const PlacedSlotSchema = v.object({
  id: v.number(),
  timetableId: v.number(),
  sectionId: v.number(),
  sectionLabel: v.string(),
  day: v.number(),
  from: v.number(),
  to: v.number(),
  allotmentId: v.number(),
  facultyId: v.number(),
  facultyName: v.string(),
  subjectId: v.number(),
  subjectCode: v.string(),
  room: v.string(),
});

/** A class with its names, as the server reads it for a week or a timetable's grid. */
export const WeekSlotSchema = v.object({ ...PlacedSlotSchema.entries, subjectName: v.string() });

/** A substitution as the rules and the week see it. */
export const PlacedSubstitutionSchema = v.object({
  id: v.number(),
  slotId: v.number(),
  date: v.string(),
  facultyId: v.number(),
  facultyName: v.string(),
});

/** A class in a week as a phone shows it. */
export const WeekEntrySchema = v.object({
  slotId: v.number(),
  from: v.number(),
  to: v.number(),
  periods: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  subjectCode: v.string(),
  subjectName: v.string(),
  sectionLabel: v.string(),
  /** Who teaches it that day: the substitute when there is one. */
  teacher: v.string(),
  room: v.string(),
  /** regular; substituting (the viewer covers another's class); covered (the viewer's class taken by `teacher`). */
  kind: v.picklist(['regular', 'substituting', 'covered', 'substituted']),
  /** The slot's own teacher, when someone else teaches it that day. */
  regularTeacher: v.nullable(v.string()),
});

export const WeekDaySchema = v.object({
  day: v.number(),
  name: v.string(),
  date: v.string(),
  holiday: v.nullable(v.string()),
  entries: v.array(WeekEntrySchema),
});

/** One of a parent's children, for the week's child picker. */
export const WeekChildSchema = v.object({ studentId: v.number(), name: v.string() });

/** A week's classes as the server sends them (the same shape read offline); a parent of several: whose it is. */
export const WeekSchema = v.object({
  title: v.string(),
  academicYear: v.string(),
  term: v.picklist(TERMS),
  weekOf: v.string(),
  bell: v.array(BellPeriodRowSchema),
  days: v.array(WeekDaySchema),
  children: v.optional(v.array(WeekChildSchema)),
  studentId: v.optional(v.nullable(v.number())),
});

/** A choice of a timetable screen's lists: an allotment, a substitute. */
export const TimetableOptionSchema = v.object({ value: v.number(), label: v.string() });

/** A timetable's header: its year, semester, section and the section's department. */
const TimetableHeadSchema = v.object({
  id: v.number(),
  academicYear: v.string(),
  term: v.picklist(TERMS),
  sectionId: v.number(),
  sectionLabel: v.string(),
  department: v.string(),
});

/** GET /api/app/timetables: the timetables of a year and semester with their number of classes, and the semester. */
export const TimetableListSchema = v.object({
  rows: v.array(v.object({ ...TimetableHeadSchema.entries, slots: v.number() })),
  term: v.picklist(TERMS),
});

/** GET /api/app/timetables/{id}: a timetable with its grid, substitutions and the choices its forms offer. */
export const TimetableViewSchema = v.object({
  timetable: TimetableHeadSchema,
  bell: v.array(BellPeriodRowSchema),
  slots: v.array(WeekSlotSchema),
  substitutions: v.array(PlacedSubstitutionSchema),
  allotments: v.array(TimetableOptionSchema),
  substitutes: v.array(TimetableOptionSchema),
});
export type TimetableView = v.InferOutput<typeof TimetableViewSchema>;

/** A change to a timetable, its classes or substitutions: what was done. */
export const TimetableChangedSchema = v.object({ message: v.string() });

/** POST /api/app/timetables: what was saved, and the new timetable's header. */
export const TimetableSavedSchema = v.object({ message: v.string(), row: TimetableHeadSchema });

/** POST /api/app/timetables/{id}/slots: what was saved, and the class as placed on the grid. */
export const SlotSavedSchema = v.object({ message: v.string(), row: WeekSlotSchema });

/** POST /api/app/timetables/{id}/substitutions: what was saved, and the substitution's number. */
export const SubstitutionSavedSchema = v.object({ message: v.string(), id: v.number() });

/** A deleted timetable, class or substitution: what was done, and its number. */
export const TimetableRemovedSchema = v.object({ message: v.string(), id: v.number() });
