import { Hono } from 'hono';
import { PARENT_MESSAGES as M } from '../../../domain/parents/messages';
import { LinkParentStudentSchema } from '../../../domain/parents/schemas';
import type { AppEnv } from '../../auth/session-user';
import { sendClaimAnswer, type StudentClaims } from '../../auth/student-claims';
import type { Clock } from '../../http/attempt-store';
import { validate } from '../../http/validate';
import type { ParentsStore } from './parents-store';

const REFUSALS = {
  'already-linked': [M.alreadyLinked, 409],
  'too-many-links': [M.tooManyLinks, 409],
} as const;

/**
 * The parent dashboard's calls: link a student, list linked students' results. Linking takes two steps:
 * roll number and date of birth (202 whether or not they match; on a match a code goes to the contact on the
 * admission record), then the same with the code (201). Misses count per parent account and, across every
 * account, per roll number.
 */
export function parentsRoutes(parents: ParentsStore, claims: StudentClaims, clock: Clock) {
  return new Hono<AppEnv>()
    .post('/linkParentStudent', validate('json', LinkParentStudentSchema), async (c) => {
      const user = c.get('user')!;
      const body = c.req.valid('json');
      const now = clock();
      if (await parents.pausedForParent(user.id, now)) return c.json({ message: M.tooManyAttempts }, 429);
      const attempt = await claims.begin(body.rollNo);
      if (attempt.locked) return sendClaimAnswer(c, attempt.locked);
      // Refusals that depend on the parent's own links only come before the date of birth is looked at.
      const refusal = await parents.linkRefusal(user.id, body.rollNo);
      if (refusal) {
        await attempt.release();
        return c.json({ message: REFUSALS[refusal][0] }, REFUSALS[refusal][1]);
      }
      const student = await parents.match(user.id, body, now);
      const proof = await attempt.prove('parent-link', student, { requester: user.id, name: '' }, body.code);
      if (!('proved' in proof)) return sendClaimAnswer(c, proof);
      const outcome = await parents.link(user.id, proof.proved.id, now);
      if (outcome !== 'linked') return c.json({ message: REFUSALS[outcome][0] }, REFUSALS[outcome][1]);
      await claims.completed('parent-link', proof.proved, user.username);
      return c.json({ message: M.linked, students: await parents.students(user.id) }, 201);
    })
    .get('/getParentStudents', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json({ students: await parents.students(c.get('user')!.id) });
    });
}
