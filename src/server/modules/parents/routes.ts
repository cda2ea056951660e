import { Hono } from 'hono';
import { PARENT_MESSAGES as M } from '../../../domain/parents/messages';
import { LinkParentStudentSchema } from '../../../domain/parents/schemas';
import type { AppEnv } from '../../auth/session-user';
import { validate } from '../../http/validate';
import type { ParentsService } from './service';

const REFUSALS = {
  'no-match': [M.noMatch, 404],
  'already-linked': [M.alreadyLinked, 409],
  'too-many-links': [M.tooManyLinks, 409],
  'too-many-attempts': [M.tooManyAttempts, 429],
} as const;

/** The parent dashboard's calls: link a student by roll number and date of birth, list linked students' results. */
export function parentsRoutes(parents: ParentsService) {
  return new Hono<AppEnv>()
    .post('/linkParentStudent', validate('json', LinkParentStudentSchema), async (c) => {
      const outcome = await parents.link(c.get('user')!.id, c.req.valid('json'));
      if (outcome !== 'linked') {
        const [message, status] = REFUSALS[outcome];
        return c.json({ message }, status);
      }
      return c.json({ message: M.linked, students: await parents.students(c.get('user')!.id) }, 201);
    })
    .get('/getParentStudents', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json({ students: await parents.students(c.get('user')!.id) });
    });
}
