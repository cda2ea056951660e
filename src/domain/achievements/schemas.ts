import * as v from 'valibot';
import { calendarDate } from '../calendar/calendar-date';
import { ACHIEVEMENT_MESSAGES as M } from './messages';

/** §5: every field of a new achievement is required, all with the one message. */
const required = (max: number, what: Parameters<typeof M.tooLong>[0]) =>
  v.pipe(v.string(M.fillAll), v.trim(), v.nonEmpty(M.fillAll), v.maxLength(max, M.tooLong(what, max)));

/** §3 Achievement, as sent to savefacultyAchievements; an edit carries the id of the achievement it changes. */
export const AchievementSchema = v.object(
  {
    id: v.optional(v.pipe(v.number(M.idInvalid), v.integer(M.idInvalid), v.minValue(1, M.idInvalid))),
    departmentName: required(200, 'Department'),
    facultyName: required(200, 'Faculty'),
    facultyEmail: v.pipe(required(254, 'Faculty e-mail'), v.email(M.emailInvalid)),
    dates: v.pipe(required(10, 'Date'), calendarDate(M.dateInvalid)),
    description: required(2000, 'Description'),
  },
  M.fillAll,
);
export type AchievementInput = v.InferOutput<typeof AchievementSchema>;

/** An achievement as getfacultyAchievements lists it and savefacultyAchievements answers it (dates YYYY-MM-DD). */
export const AchievementAnswerSchema = v.object({
  id: v.number(),
  departmentName: v.string(),
  facultyName: v.string(),
  facultyEmail: v.string(),
  dates: v.string(),
  description: v.string(),
});
export type Achievement = v.InferOutput<typeof AchievementAnswerSchema>;

/** deletefacultyAchiveMent's answer: the id of the achievement removed. */
export const AchievementDeletedSchema = v.object({ id: v.number(), deleted: v.literal(true) });

/** deletefacultyAchiveMent: the achievement itself as the body; only its id is needed to find it. */
export const AchievementDeleteSchema = v.looseObject(
  {
    id: v.pipe(v.number(M.idRequired), v.integer(M.idRequired), v.minValue(1, M.idRequired)),
  },
  M.idRequired,
);

/** §5 Search needs department and faculty (getfacultyAchievements?facultyName=&facultyDept=). */
export const AchievementSearchSchema = v.object(
  {
    facultyDept: v.pipe(v.string(M.selectBoth), v.trim(), v.nonEmpty(M.selectBoth)),
    facultyName: v.pipe(v.string(M.selectBoth), v.trim(), v.nonEmpty(M.selectBoth)),
  },
  M.selectBoth,
);

/** getFacultyNamesBasedOnDepartment?department= */
export const DepartmentQuerySchema = v.object(
  {
    department: v.pipe(v.string(M.selectBoth), v.trim(), v.nonEmpty(M.selectBoth)),
  },
  M.selectBoth,
);

/** One entry of getFacultyNamesBasedOnDepartment. */
export const FacultyNameSchema = v.object({ facultyName: v.string(), facultyEmail: v.string() });
export type FacultyName = v.InferOutput<typeof FacultyNameSchema>;

/** The New and Edit modals: the faculty member is chosen by e-mail (names can repeat); §5 all four required. */
export const AchievementFormSchema = v.object({
  departmentName: AchievementSchema.entries.departmentName,
  facultyEmail: v.pipe(v.string(M.fillAll), v.trim(), v.nonEmpty(M.fillAll)),
  dates: AchievementSchema.entries.dates,
  description: AchievementSchema.entries.description,
});
