import * as v from 'valibot';

/**
 * GET /api/app/leave/uncovered: the day's classes whose teacher is on approved leave and has no substitute, in
 * the caller's department (null: every department).
 */
export const UncoveredClassesSchema = v.object({
  date: v.string(),
  department: v.nullable(v.string()),
  classes: v.array(
    v.object({
      timetableId: v.number(),
      slotId: v.number(),
      periods: v.string(),
      sectionLabel: v.string(),
      subjectCode: v.string(),
      subjectName: v.string(),
      teacher: v.string(),
    }),
  ),
});
