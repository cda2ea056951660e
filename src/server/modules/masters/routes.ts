import { Hono, type Context } from 'hono';
import { MASTERS_MESSAGES as M } from '../../../domain/masters/messages';
import {
  CasteCategoryParamSchema,
  CourseBatchQuerySchema,
  CourseQuerySchema,
  DegreeByLevelQuerySchema,
  DegreeQuerySchema,
  KeyValueQuerySchema,
  LevelCourseQuerySchema,
  OptionalDegreeQuerySchema,
} from '../../../domain/masters/query-schemas';
import type { AppEnv } from '../../auth/session-user';
import { validate } from '../../http/validate';
import type { MastersService } from './service';

const notFound = (c: Context, message: string) => c.json({ message }, 404);

/**
 * §7 lookup calls, paths verbatim. An unknown course, level, batch or caste category answers 404 with
 * '{Thing} Not Found' (§8); a known one with nothing under it answers an empty list.
 */
export function mastersRoutes(masters: MastersService) {
  return (
    new Hono<AppEnv>()
      .get('/getDegreeByLevel', validate('query', DegreeByLevelQuerySchema), async (c) => {
        const { level } = c.req.valid('query');
        if (level !== undefined && !(await masters.levelExists(level))) return notFound(c, M.levelNotFound);
        return c.json(await masters.degrees(level ?? null));
      })
      .get('/courses/view', async (c) => c.json(await masters.degrees(null)))
      .get('/getBatchesByDegrees', validate('query', DegreeQuerySchema), async (c) => {
        const degree = await masters.findDegree(c.req.valid('query').degree);
        return degree ? c.json(await masters.batches(degree.id)) : notFound(c, M.degreeNotFound);
      })
      .get('/getBatches', validate('query', OptionalDegreeQuerySchema), async (c) => {
        const { degree: name } = c.req.valid('query');
        if (name === undefined) return c.json(await masters.batches(null));
        const degree = await masters.findDegree(name);
        return degree ? c.json(await masters.batches(degree.id)) : notFound(c, M.degreeNotFound);
      })
      .get('/getAlumniBatchesByCourse', validate('query', DegreeQuerySchema), async (c) => {
        const degree = await masters.findDegree(c.req.valid('query').degree);
        return degree ? c.json(await masters.alumniBatches(degree.id)) : notFound(c, M.degreeNotFound);
      })
      .get('/getBranchesShortForms', validate('query', CourseBatchQuerySchema), async (c) => {
        const { course, batch } = c.req.valid('query');
        const degree = await masters.findDegree(course);
        if (!degree) return notFound(c, M.degreeNotFound);
        const found = await masters.findBatch(degree.id, batch);
        return found ? c.json(await masters.branches(degree.id, found.startYear)) : notFound(c, M.batchNotFound);
      })
      .get('/getAllbranchesbasedonleveldegree', validate('query', LevelCourseQuerySchema), async (c) => {
        const { level, course } = c.req.valid('query');
        if (!(await masters.levelExists(level))) return notFound(c, M.levelNotFound);
        const degree = await masters.findDegree(course);
        // A degree of another level is not found at this level.
        return degree && degree.level === level
          ? c.json(await masters.branches(degree.id))
          : notFound(c, M.degreeNotFound);
      })
      .get('/getdistinctbranchname/BranchesMaintenance', validate('query', CourseQuerySchema), async (c) => {
        const degree = await masters.findDegree(c.req.valid('query').course);
        return degree ? c.json(await masters.branches(degree.id)) : notFound(c, M.degreeNotFound);
      })
      .get('/getDistinct/SemesterMaintenanceSemesters', validate('query', CourseQuerySchema), async (c) => {
        const degree = await masters.findDegree(c.req.valid('query').course);
        return degree ? c.json(await masters.semesters(degree.id)) : notFound(c, M.degreeNotFound);
      })
      .get('/getAllDepartmentDetails', async (c) => c.json(await masters.departments()))
      .get('/getAllCasteCatogeries', async (c) => c.json(await masters.casteCategories()))
      .get('/getAllSubCastesByCaste/:category', validate('param', CasteCategoryParamSchema), async (c) => {
        const list = await masters.subCastes(c.req.valid('param').category);
        return list ? c.json(list) : notFound(c, M.categoryNotFound);
      })
      .get('/getSeatTypes', async (c) => c.json(await masters.seatTypes()))
      // §4: plain strings '{name},{description}'; the form shows the text before the first comma.
      .get('/getSeatTypesAsDrop', async (c) => c.json((await masters.seatTypes()).map((s) => s.dropText)))
      .get('/getAdmissionTypes', async (c) => c.json(await masters.admissionTypes()))
      .get('/getAgentsForDropdown', async (c) => c.json(await masters.agents()))
      .get('/getKeyValuePair', validate('query', KeyValueQuerySchema), async (c) =>
        c.json(await masters.keyValuePairs(c.req.valid('query').key)),
      )
  );
}
