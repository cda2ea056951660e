import * as v from 'valibot';

// The attendance calls' answers (GET /api/app/attendance/classes, …/sheet, …/subjects, …/student, …/department,
// …/register and a saved sheet), as the client parses them and the device keeps them. Dates are YYYY-MM-DD.

const tally = { held: v.number(), present: v.number() };

/** A class of a teacher's day (GET /api/app/attendance/classes) and whether its attendance was taken. */
export const DayClassSchema = v.object({
  slotId: v.number(),
  date: v.string(),
  periodName: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  from: v.number(),
  to: v.number(),
  sectionId: v.number(),
  sectionLabel: v.string(),
  subjectCode: v.string(),
  subjectName: v.string(),
  room: v.string(),
  takerName: v.string(),
  substitute: v.boolean(),
  taken: v.boolean(),
  absent: v.nullable(v.number()),
  /** Why no attendance is taken that day (a holiday, outside the semester dates); absent from older device copies. */
  closed: v.optional(v.nullable(v.string())),
});

export const DayClassesSchema = v.object({
  date: v.string(),
  today: v.string(),
  /** The holiday or closure on the college calendar that day (absent from copies saved before it was sent). */
  holiday: v.optional(v.nullable(v.string())),
  classes: v.array(DayClassSchema),
});

/** A department's day (the HoD's own; the college roles' whole college): totals, who was absent, its sections. */
export const DepartmentDaySchema = v.object({
  date: v.string(),
  department: v.nullable(v.string()),
  totals: v.object({ sheets: v.number(), marks: v.number(), absent: v.number() }),
  absentees: v.array(
    v.object({
      studentId: v.number(),
      rollNo: v.string(),
      name: v.string(),
      sectionLabel: v.string(),
      subjectCode: v.string(),
      periodName: v.string(),
    }),
  ),
  sections: v.array(v.object({ value: v.number(), label: v.string() })),
});

const SheetStudentSchema = v.object({ id: v.number(), rollNo: v.string(), name: v.string() });

/** A class's sheet on a date: the class list, who was absent if taken, and whether this user may save it now. */
export const SheetSchema = v.object({
  slot: DayClassSchema,
  date: v.string(),
  students: v.array(SheetStudentSchema),
  taken: v.boolean(),
  takenAt: v.nullable(v.string()),
  takenBy: v.nullable(v.string()),
  absentees: v.array(v.number()),
  editable: v.boolean(),
  reason: v.nullable(v.string()),
});

/** POST /api/app/attendance/sheets: what was saved. */
export const SheetSavedSchema = v.object({ message: v.string() });

/** POST /api/app/attendance/sheets as the server sends it: the sheet, its day, and the students newly told of a
 * shortage (the app reads only the message). */
export const SheetSavedAnswerSchema = v.object({
  ...SheetSavedSchema.entries,
  sheetId: v.number(),
  date: v.string(),
  present: v.number(),
  absent: v.number(),
  shortagesTold: v.number(),
});

/** A teacher's allotment of the year, as the attendance calls name it. */
const AllotmentSchema = v.object({
  id: v.number(),
  academicYear: v.string(),
  sectionId: v.number(),
  sectionLabel: v.string(),
  subjectId: v.number(),
  subjectCode: v.string(),
  subjectName: v.string(),
  shared: v.boolean(),
});

/** GET /api/app/attendance/subjects: the teacher's subjects with their class size, classes held and shortages. */
export const AssignedSubjectsSchema = v.object({
  academicYear: v.string(),
  term: v.string(),
  threshold: v.number(),
  subjects: v.array(
    v.object({
      ...AllotmentSchema.entries,
      students: v.number(),
      held: v.number(),
      short: v.number(),
      slots: v.array(
        v.object({
          slotId: v.number(),
          day: v.number(),
          periodId: v.number(),
          span: v.number(),
          room: v.string(),
          term: v.string(),
        }),
      ),
    }),
  ),
});

/** GET /api/app/attendance/subjects/{id}: each student's attendance of one of the teacher's subjects. */
export const SubjectClassSchema = v.object({
  allotment: AllotmentSchema,
  threshold: v.number(),
  students: v.array(v.object({ ...SheetStudentSchema.entries, ...tally, percent: v.number(), short: v.boolean() })),
});

/** A subject's line of a student's attendance. */
export const SubjectAttendanceSchema = v.object({
  ...tally,
  subjectId: v.number(),
  code: v.string(),
  name: v.string(),
  percent: v.number(),
  short: v.boolean(),
});

/** GET /api/app/attendance/student: what a student or parent reads (a parent of several: their children). */
export const StudentAttendanceSchema = v.object({
  studentId: v.number(),
  name: v.string(),
  rollNo: v.string(),
  academicYear: v.string(),
  term: v.string(),
  threshold: v.number(),
  subjects: v.array(SubjectAttendanceSchema),
  overall: v.object({ ...tally, percent: v.number(), short: v.boolean() }),
  children: v.optional(v.array(v.object({ studentId: v.number(), name: v.string(), rollNo: v.string() }))),
});

/** A section's monthly register: one column per class held, a row per student with P, A or blank. */
export const MonthlyRegisterSchema = v.object({
  section: v.string(),
  month: v.string(),
  columns: v.array(v.object({ date: v.string(), period: v.string(), subjectCode: v.string() })),
  rows: v.array(
    v.object({
      rollNo: v.string(),
      name: v.string(),
      cells: v.array(v.picklist(['P', 'A', ''])),
      ...tally,
      percent: v.number(),
    }),
  ),
});
