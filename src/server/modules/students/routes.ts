import { Hono, type Context } from 'hono';
import { listReadScope } from '../../../domain/academic/access';
import { isAllowed } from '../../../domain/auth/access';
import { academicStartYearAt } from '../../../domain/calendar/batch-stage';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import { STUDENT_READERS, STUDENT_WRITERS } from '../../../domain/students/access';
import { STUDENT_MESSAGES as M } from '../../../domain/students/messages';
import {
  DirectoryQuerySchema,
  MoveConfirmSchema,
  MoveRequestSchema,
  RollAssignSchema,
  RollPatternSchema,
  SectionAssignSchema,
  StudentParamSchema,
} from '../../../domain/students/student-schemas';
import type { AppEnv, SessionUser } from '../../auth/session-user';
import { validate } from '../../http/validate';
import type { DirectoryStore } from './directory-store';
import type { MovesStore } from './moves-store';
import type { RollNumberStore } from './roll-number-store';

/** The signed-in user when they are among `roles`; otherwise the refusal (the server's own check, failing closed). */
function userAmong(c: Context<AppEnv>, roles: readonly string[]): SessionUser | Response {
  const user = c.get('user');
  if (!user) return c.json({ message: AUTH_MESSAGES.sessionRequired }, 401);
  return isAllowed(roles as never, user.roles) ? user : c.json({ message: AUTH_MESSAGES.forbidden }, 403);
}

/**
 * Students after admission: the directory (the batches on roll unless `batches=all`) and profiles (a HoD reads
 * their department's), the roll number pattern,
 * its preview and assignment, sections, and the year-end moves (reviewed, then confirmed).
 */
export function studentRoutes(
  directory: DirectoryStore,
  rolls: RollNumberStore,
  moves: MovesStore,
  clock: () => Date = () => new Date(),
) {
  return new Hono<AppEnv>()
    .get('/students', validate('query', DirectoryQuerySchema), async (c) => {
      const user = userAmong(c, STUDENT_READERS);
      if (user instanceof Response) return user;
      c.header('Cache-Control', 'private, no-store');
      const query = c.req.valid('query');
      const onRollIn = query.batches === 'all' ? null : academicStartYearAt(clock());
      return c.json(await directory.page(query, listReadScope(user.roles, user.program), onRollIn));
    })
    .get('/students/:id', validate('param', StudentParamSchema), async (c) => {
      const user = userAmong(c, STUDENT_READERS);
      if (user instanceof Response) return user;
      const { id } = c.req.valid('param');
      if (!(await directory.exists(id))) return c.json({ message: M.noSuchStudent }, 404);
      if (!(await directory.visible(id, listReadScope(user.roles, user.program))))
        return c.json({ message: AUTH_MESSAGES.forbidden }, 403);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await directory.profile(id));
    })
    .get('/studentRollPattern', async (c) => {
      const user = userAmong(c, STUDENT_WRITERS);
      if (user instanceof Response) return user;
      return c.json(await rolls.settings());
    })
    .put('/studentRollPattern', validate('json', RollPatternSchema), async (c) => {
      const user = userAmong(c, STUDENT_WRITERS);
      if (user instanceof Response) return user;
      await rolls.saveSettings(c.req.valid('json'));
      return c.json({ message: M.patternSaved, settings: await rolls.settings() });
    })
    .post('/studentRollNumbers/preview', validate('json', RollAssignSchema), async (c) => {
      const user = userAmong(c, STUDENT_WRITERS);
      if (user instanceof Response) return user;
      const rows = await rolls.preview(c.req.valid('json'));
      const full = await rolls.exhausted(rows);
      return c.json(full ? { rows, refusal: M.serialsExhausted(full.branches, full.last) } : { rows });
    })
    .post('/studentRollNumbers', validate('json', RollAssignSchema), async (c) => {
      const user = userAmong(c, STUDENT_WRITERS);
      if (user instanceof Response) return user;
      const rows = await rolls.assign(c.req.valid('json'), user);
      if ('exhausted' in rows)
        return c.json({ message: M.serialsExhausted(rows.exhausted.branches, rows.exhausted.last) }, 409);
      const message = rows.length ? M.rollNumbersAssigned(rows.length) : M.noApplicants;
      return c.json({ message, rows });
    })
    .post('/studentSections', validate('json', SectionAssignSchema), async (c) => {
      const user = userAmong(c, STUDENT_WRITERS);
      if (user instanceof Response) return user;
      const { sectionId, studentIds } = c.req.valid('json');
      if (await moves.missing(studentIds)) return c.json({ message: M.noSuchStudent }, 404);
      const done = await moves.assignSection(sectionId, studentIds, user);
      if ('mismatch' in done) return c.json({ message: M.sectionMismatch }, 400);
      if ('full' in done) return c.json({ message: M.sectionFull(done.full.name, done.full.free) }, 409);
      return c.json({ message: M.sectionsAssigned(done.assigned), assigned: done.assigned });
    })
    .post('/studentMoves/review', validate('json', MoveRequestSchema), async (c) => {
      const user = userAmong(c, STUDENT_WRITERS);
      if (user instanceof Response) return user;
      const request = c.req.valid('json');
      if (await moves.missing(request.studentIds)) return c.json({ message: M.noSuchStudent }, 404);
      return c.json(await moves.review(request));
    })
    .post('/studentMoves', validate('json', MoveConfirmSchema), async (c) => {
      const user = userAmong(c, STUDENT_WRITERS);
      if (user instanceof Response) return user;
      const request = c.req.valid('json');
      if (await moves.missing(request.studentIds)) return c.json({ message: M.noSuchStudent }, 404);
      const done = await moves.confirm(request, user);
      if ('alreadyMoved' in done) return c.json({ message: M.alreadyMoved(done.alreadyMoved) }, 409);
      if (done.allowed.length === 0) return c.json({ message: M.nothingToMove, ...done }, 409);
      return c.json({ message: M.movesDone(done.allowed.length), ...done });
    });
}
