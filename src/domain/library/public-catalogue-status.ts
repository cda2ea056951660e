import * as v from 'valibot';

/**
 * GET /api/app/library/public/status: whether the college shows its catalogue to visitors (the library's setting
 * `publicCatalogue`). The home page's link and the public page read it, signed in or not; a file of its own, so the
 * home page loads this and none of the catalogue's schemas.
 */
export const PublicCatalogueStatusSchema = v.object({ public: v.boolean() });
export type PublicCatalogueStatus = v.InferOutput<typeof PublicCatalogueStatusSchema>;
