import { Hono } from 'hono';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import { PARENT_PROFILE_MESSAGES as M } from '../../../domain/parents/messages';
import { ParentProfileSchema } from '../../../domain/parents/profile';
import type { AppEnv } from '../../auth/session-user';
import type { Clock } from '../../http/attempt-store';
import { validate } from '../../http/validate';
import type { ParentProfileStore } from './profile-store';

/**
 * My Profile: the signed-in parent reads their details and their linked students' (masked contacts), and corrects
 * their own. Nothing here names a student: the parent's user id is the only key, so the answer holds only theirs.
 * The mobile and address are personal data: they are answered with no-store and never logged.
 */
export function parentProfileRoutes(profiles: ParentProfileStore, clock: Clock) {
  return new Hono<AppEnv>()
    .get('/parent/profile', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const userId = c.get('user')!.id;
      const profile = await profiles.details(userId);
      if (!profile) return c.json({ message: AUTH_MESSAGES.sessionRequired }, 401);
      return c.json({ profile, students: await profiles.students(userId) });
    })
    .put('/parent/profile', validate('json', ParentProfileSchema), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const userId = c.get('user')!.id;
      await profiles.save(userId, c.req.valid('json'), clock());
      const profile = await profiles.details(userId);
      if (!profile) return c.json({ message: AUTH_MESSAGES.sessionRequired }, 401);
      return c.json({ message: M.saved, profile });
    });
}
