import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { PublicCatalogueStatusSchema } from '../../domain/library/public-catalogue-status';
import { appApi } from './http';

/**
 * Whether the library shows its catalogue to visitors (GET /api/app/library/public/status): the home page's link to
 * `/library` and that page read it, signed in or not. Not part of any page's first load: asked for once a page shows.
 */
export const publicCatalogueStatusQuery = () =>
  queryOptions({
    queryKey: ['library', 'public', 'status'] as const,
    queryFn: async () => v.parse(PublicCatalogueStatusSchema, await appApi.get('library/public/status').json()).public,
    staleTime: 60_000,
  });
