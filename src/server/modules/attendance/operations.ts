import {
  AssignedSubjectsSchema,
  DayClassesSchema,
  DepartmentDaySchema,
  MonthlyRegisterSchema,
  SheetSavedAnswerSchema,
  SheetSchema,
  StudentAttendanceSchema,
  SubjectClassSchema,
} from '../../../domain/attendance/attendance-answers';
import type { Operation, PermissionLine } from '../server-module';

/** The attendance calls as the API description tells them. */
export const attendanceOperations = {
  'GET /api/app/attendance/classes': {
    summary: "A day's classes (query date; sectionId for a section's) of the signed-in teacher, and which are taken",
    answer: DayClassesSchema,
  },
  'GET /api/app/attendance/sheet': {
    summary: "A class's attendance sheet on a date (query slotId, date): its students, absentees, and if editable",
    answer: SheetSchema,
  },
  'POST /api/app/attendance/sheets': {
    summary: "Save a class's attendance on a date (its absentees): the counts and the shortages told",
    answer: SheetSavedAnswerSchema,
    status: 201,
  },
  'GET /api/app/attendance/subjects': {
    summary: "The signed-in teacher's subjects of the year with their class size, classes held and shortages",
    answer: AssignedSubjectsSchema,
  },
  'GET /api/app/attendance/subjects/:id': {
    summary: "Each student's attendance of one of the teacher's subjects",
    answer: SubjectClassSchema,
  },
  'GET /api/app/attendance/student': {
    summary: "A student's attendance by subject: their own, or a parent's child's (query studentId or rollNo)",
    answer: StudentAttendanceSchema,
  },
  'GET /api/app/attendance/department': {
    summary: "A department's day (query date): totals, who was absent and its sections (the college for its roles)",
    answer: DepartmentDaySchema,
  },
  'GET /api/app/attendance/register': {
    summary: "A section's monthly register (query sectionId, month): a column per class held, P or A per student",
    answer: MonthlyRegisterSchema,
  },
  'GET /api/app/attendance/register/export': {
    summary: "A section's monthly register as a spreadsheet (query sectionId, month)",
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
