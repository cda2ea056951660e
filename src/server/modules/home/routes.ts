import { Hono } from 'hono';
import type { homeService } from './service';
import { base64FromBytes } from '../../../domain/files/base64';

/** Public facts about the college the home page and result sheets show (§7 getCollegeName). */
export function homeRoutes(service: ReturnType<typeof homeService>) {
  return (
    new Hono()
      .get('/getCollegeName', async (c) => {
        const profile = await service.collegeProfile();
        return profile ? c.text(profile.code) : c.json({ message: 'No college is set up yet' }, 404);
      })
      .get('/getContactData', async (c) => c.json(await service.contactData()))
      // §3 Logo response: Logo and Banner as base64; this college has a logo and no banner image.
      .get('/getLogoDataForHeaders', async (c) => {
        const svg = await service.logoSvg();
        return c.json({ Logo: svg ? base64FromBytes(new TextEncoder().encode(svg)) : null, Banner: null });
      })
      .get('/getCollegeProfile', async (c) => {
        const profile = await service.collegeProfile();
        return profile ? c.json(profile) : c.json({ message: 'No college is set up yet' }, 404);
      })
  );
}
