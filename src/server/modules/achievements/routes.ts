import { Hono } from 'hono';
import { achievementScope, type AchievementScope } from '../../../domain/achievements/access';
import { ACHIEVEMENT_MESSAGES as M } from '../../../domain/achievements/messages';
import {
  AchievementDeleteSchema,
  AchievementSchema,
  AchievementSearchSchema,
  DepartmentQuerySchema,
} from '../../../domain/achievements/schemas';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import type { AppEnv, SessionUser } from '../../auth/session-user';
import { validate } from '../../http/validate';
import type { AchievementFaculty, AchievementsStore } from './achievements-store';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A HoD works within their own department (§6); everyone else with access reads every department. */
const mayReadDepartment = (scope: AchievementScope, department: string) =>
  scope.kind !== 'department' || sameName(scope.department, department);

/**
 * §7 faculty achievements on the main application service. Reads: a HoD only their department. Writes: a
 * faculty member only their own achievements, a HoD their department's, principal, IQAC and admin any.
 */
export function achievementRoutes(service: AchievementsStore) {
  /** Why this user may not change an achievement of this faculty member, or null when they may. */
  async function refusal(
    user: SessionUser,
    scope: AchievementScope,
    member: { facultyId: number; department: string },
  ) {
    if (scope.kind === 'department' && !sameName(scope.department, member.department)) return M.otherDepartment;
    if (scope.kind === 'own' && (await service.facultyOfUser(user.id)) !== member.facultyId) return M.notOwn;
    return null;
  }
  const scopeOf = (user: SessionUser) => achievementScope(user.roles, user.program);

  return new Hono<AppEnv>()
    .get('/getFacultyNamesBasedOnDepartment', validate('query', DepartmentQuerySchema), async (c) => {
      const scope = scopeOf(c.get('user')!);
      const { department } = c.req.valid('query');
      if (!scope) return c.json({ message: AUTH_MESSAGES.forbidden }, 403);
      if (!mayReadDepartment(scope, department)) return c.json({ message: M.otherDepartment }, 403);
      return c.json(await service.facultyNames(department));
    })
    .get('/getfacultyAchievements', validate('query', AchievementSearchSchema), async (c) => {
      const scope = scopeOf(c.get('user')!);
      const { facultyName, facultyDept } = c.req.valid('query');
      if (!scope) return c.json({ message: AUTH_MESSAGES.forbidden }, 403);
      if (!mayReadDepartment(scope, facultyDept)) return c.json({ message: M.otherDepartment }, 403);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await service.list(facultyName, facultyDept));
    })
    .post('/savefacultyAchievements', validate('json', AchievementSchema), async (c) => {
      const user = c.get('user')!;
      const scope = scopeOf(user);
      if (!scope) return c.json({ message: AUTH_MESSAGES.forbidden }, 403);
      const input = c.req.valid('json');
      const member: AchievementFaculty | null = await service.facultyFor(input);
      if (!member) return c.json({ message: M.noSuchFaculty }, 400);
      const why = await refusal(user, scope, { facultyId: member.id, department: member.department });
      if (why) return c.json({ message: why }, 403);
      if (input.id === undefined) return c.json(await service.insert(input, member, user.id), 201);
      const existing = await service.find(input.id);
      if (!existing) return c.json({ message: M.noSuchAchievement }, 404);
      const whyNot = await refusal(user, scope, { facultyId: existing.facultyId, department: existing.departmentName });
      if (whyNot) return c.json({ message: whyNot }, 403);
      return c.json(await service.update(input.id, input, member));
    })
    .delete('/deletefacultyAchiveMent', validate('json', AchievementDeleteSchema), async (c) => {
      const user = c.get('user')!;
      const scope = scopeOf(user);
      if (!scope) return c.json({ message: AUTH_MESSAGES.forbidden }, 403);
      const existing = await service.find(c.req.valid('json').id);
      if (!existing) return c.json({ message: M.noSuchAchievement }, 404);
      const why = await refusal(user, scope, { facultyId: existing.facultyId, department: existing.departmentName });
      if (why) return c.json({ message: why }, 403);
      await service.remove(existing.id);
      return c.json({ id: existing.id, deleted: true });
    });
}
