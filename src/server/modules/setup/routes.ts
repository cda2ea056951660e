import { Hono } from 'hono';
import { LIST_MESSAGES as M } from '../../../domain/academic/messages';
import { CollegeProfileFormSchema } from '../../../domain/home/college-profile-form';
import {
  COLLEGE_IMAGES,
  COLLEGE_IMAGE_FIELD,
  COLLEGE_IMAGE_KINDS,
  COLLEGE_IMAGE_MESSAGES,
} from '../../../domain/setup/college-images';
import type { AppEnv } from '../../auth/session-user';
import { multipart } from '../../http/multipart';
import { validate } from '../../http/validate';
import type { CollegeImagesService } from './college-images';
import type { SetupStore } from './setup-store';

const NO_COLLEGE = 'No college is set up yet';
/** Room for the multipart framing around the picture. */
const FORM_OVERHEAD = 64 * 1024;

/** The administrator's set-up checklist and the college profile (administrators only: the permission table). */
export function setupRoutes(setup: SetupStore, images: CollegeImagesService) {
  const routes = new Hono<AppEnv>()
    .get('/setupChecklist', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await setup.checklist());
    })
    .get('/collegeProfile', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const profile = await setup.profile();
      return profile ? c.json(profile) : c.json({ message: NO_COLLEGE }, 404);
    })
    .put('/collegeProfile', validate('json', CollegeProfileFormSchema), async (c) => {
      const saved = await setup.saveProfile(c.req.valid('json'), c.get('user')!);
      if (!saved) return c.json({ message: NO_COLLEGE }, 404);
      return c.json({ message: M.modified, profile: await setup.profile() });
    });
  // PUT and DELETE /collegeProfile/logo and /collegeProfile/banner: the picture's bytes are checked (PNG, JPEG or
  // WebP, whole, within its size) before the handler runs, so a refused one changes nothing.
  for (const kind of COLLEGE_IMAGE_KINDS) {
    const rule = COLLEGE_IMAGES[kind];
    routes
      .put(
        `/collegeProfile/${kind}`,
        multipart({
          maxBodyBytes: rule.maxBytes + FORM_OVERHEAD,
          files: [
            { name: COLLEGE_IMAGE_FIELD, label: rule.label, kind: 'picture', maxBytes: rule.maxBytes, required: true },
          ],
        }),
        async (c) => {
          const file = c.var.upload.files[COLLEGE_IMAGE_FIELD]![0]!;
          const image = await images.save(kind, file, c.get('user')!);
          if (!image) return c.json({ message: NO_COLLEGE }, 404);
          return c.json({ message: COLLEGE_IMAGE_MESSAGES.saved, image, profile: await setup.profile() });
        },
      )
      .delete(`/collegeProfile/${kind}`, async (c) => {
        const removed = await images.remove(kind, c.get('user')!);
        if (!removed) return c.json({ message: NO_COLLEGE }, 404);
        if (removed === 'none') return c.json({ message: COLLEGE_IMAGE_MESSAGES.nothingToRemove(kind) }, 404);
        return c.json({ message: COLLEGE_IMAGE_MESSAGES.removed(kind), profile: await setup.profile() });
      });
  }
  return routes;
}
