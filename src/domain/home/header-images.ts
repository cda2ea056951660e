import * as v from 'valibot';

/** §3 Logo response (GET /api/app/getLogoDataForHeaders): Logo and Banner as base64, either may be missing. */
export const HeaderImagesSchema = v.object({ Logo: v.nullable(v.string()), Banner: v.nullable(v.string()) });
