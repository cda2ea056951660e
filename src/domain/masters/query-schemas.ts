import * as v from 'valibot';
import { MASTERS_MESSAGES as M } from './messages';

/** A required query parameter: absent and blank both answer `required`. */
const requiredText = (required: string) => v.pipe(v.optional(v.string(required), ''), v.trim(), v.nonEmpty(required));

/** A degree name as the forms send it (course, degree): 'B.Tech', 'M.Tech', 'MBA'; matched ignoring case. */
const CourseNameSchema = v.pipe(
  requiredText(M.courseRequired),
  v.maxLength(32, M.courseInvalid),
  v.regex(/^[A-Za-z0-9.&() -]+$/, M.courseInvalid),
);

/** A batch is its years: '2022-2026'. */
const BatchNameSchema = v.pipe(requiredText(M.batchRequired), v.regex(/^\d{4}-\d{4}$/, M.batchInvalid));

const LevelCodeSchema = v.pipe(
  requiredText(M.levelRequired),
  v.regex(/^[A-Za-z]{1,8}$/, M.levelInvalid),
  v.toUpperCase(),
);

/** A caste category in a path (getAllSubCastesByCaste/{category}): 'BC-A', 'bc-a', 'SC'. */
const CasteCategoryCodeSchema = v.pipe(
  v.string(M.categoryInvalid),
  v.trim(),
  v.regex(/^[A-Za-z]{1,4}(-[A-Za-z]{1,3})?$/, M.categoryInvalid),
  v.toUpperCase(),
);

/** §7 getKeyValuePair?key=: the three lists, named exactly as the seed does (any case accepted). */
export const KEY_VALUE_LIST_KEYS = ['entrancetype', 'Nationality', 'Religion'] as const;
export type KeyValueListKey = (typeof KEY_VALUE_LIST_KEYS)[number];

export const KeyValueQuerySchema = v.object({
  key: v.pipe(
    v.optional(v.string(M.keyInvalid), ''),
    v.trim(),
    v.transform((key) => KEY_VALUE_LIST_KEYS.find((k) => k.toLowerCase() === key.toLowerCase()) ?? ''),
    v.picklist(KEY_VALUE_LIST_KEYS, M.keyInvalid),
  ),
});

/** getDegreeByLevel?level= (optional: every degree without it). */
export const DegreeByLevelQuerySchema = v.object({ level: v.optional(LevelCodeSchema) });

/** getBatchesByDegrees?degree=, getAlumniBatchesByCourse?degree=. */
export const DegreeQuerySchema = v.object({ degree: CourseNameSchema });

/** getBatches?degree= (optional: every batch of every degree without it). */
export const OptionalDegreeQuerySchema = v.object({ degree: v.optional(CourseNameSchema) });

/** getBranchesShortForms?course=&batch=. */
export const CourseBatchQuerySchema = v.object({ course: CourseNameSchema, batch: BatchNameSchema });

/** getDistinct/SemesterMaintenanceSemesters?course=, getdistinctbranchname/BranchesMaintenance?course=. */
export const CourseQuerySchema = v.object({ course: CourseNameSchema });

/** getAllbranchesbasedonleveldegree?level=&course=. */
export const LevelCourseQuerySchema = v.object({ level: LevelCodeSchema, course: CourseNameSchema });

export const CasteCategoryParamSchema = v.object({ category: CasteCategoryCodeSchema });
