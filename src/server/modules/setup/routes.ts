import { Hono } from 'hono';
import { LIST_MESSAGES as M } from '../../../domain/academic/messages';
import { CollegeProfileFormSchema } from '../../../domain/home/college-profile-form';
import type { AppEnv } from '../../auth/session-user';
import { validate } from '../../http/validate';
import type { SetupService } from './service';

/** The administrator's set-up checklist and the college profile (administrators only: the permission table). */
export function setupRoutes(setup: SetupService) {
  return new Hono<AppEnv>()
    .get('/setupChecklist', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await setup.checklist());
    })
    .get('/collegeProfile', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const profile = await setup.profile();
      return profile ? c.json(profile) : c.json({ message: 'No college is set up yet' }, 404);
    })
    .put('/collegeProfile', validate('json', CollegeProfileFormSchema), async (c) => {
      const saved = await setup.saveProfile(c.req.valid('json'));
      if (!saved) return c.json({ message: 'No college is set up yet' }, 404);
      return c.json({ message: M.modified, profile: await setup.profile() });
    });
}
