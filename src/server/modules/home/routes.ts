import { Hono } from 'hono';
import type { CollegeStore } from './college-store';
import { base64FromBytes } from '../../../domain/files/base64';

const NOT_FOUND = 'This picture does not exist or has been replaced.';
const SHA256 = /^[0-9a-f]{64}$/;

/** Public facts about the college the home page and result sheets show (§7 getCollegeName). */
export function homeRoutes(service: CollegeStore) {
  return (
    new Hono()
      .get('/getCollegeName', async (c) => {
        const profile = await service.collegeProfile();
        return profile ? c.text(profile.code) : c.json({ message: 'No college is set up yet' }, 404);
      })
      .get('/getContactData', async (c) => c.json(await service.contactData()))
      // §3 Logo response: Logo and Banner as base64: the uploaded ones, else the badge made at install and no banner.
      .get('/getLogoDataForHeaders', async (c) => {
        const uploaded = await service.imageBytes();
        const svg = uploaded.logo ? null : await service.logoSvg();
        const logo = uploaded.logo ?? (svg ? new TextEncoder().encode(svg) : null);
        return c.json({
          Logo: logo ? base64FromBytes(logo) : null,
          Banner: uploaded.banner ? base64FromBytes(uploaded.banner) : null,
        });
      })
      .get('/getCollegeProfile', async (c) => {
        const profile = await service.collegeProfile();
        return profile ? c.json(profile) : c.json({ message: 'No college is set up yet' }, 404);
      })
      /**
       * The college's logo or banner by its content hash (the address getCollegeProfile gives): the bytes never
       * change at an address, so browsers and proxies keep them a year (immutable) and the ETag is the hash. Only
       * the current pictures are served: a replaced or removed one answers 404.
       */
      .get('/collegeImages/:hash', async (c) => {
        const sha256 = c.req.param('hash');
        if (!SHA256.test(sha256)) return c.json({ message: NOT_FOUND }, 404);
        const etag = `"${sha256}"`;
        const found = await service.imageByHash(sha256);
        if (!found) return c.json({ message: NOT_FOUND }, 404);
        const headers = {
          ETag: etag,
          'Cache-Control': 'public, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; sandbox",
          'Cross-Origin-Resource-Policy': 'same-origin',
        };
        const match = c.req.header('if-none-match');
        if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
          return c.body(null, 304, headers);
        return c.body(found.bytes, 200, {
          ...headers,
          'Content-Type': found.row.mediaType,
          'Content-Length': String(found.bytes.byteLength),
        });
      })
  );
}
