import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { CatalogueSearchSchema } from '../../../domain/library/catalogue-search';
import type { CatalogueSearchAnswer } from '../../../domain/library/library-answers';
import { LIBRARY_MESSAGES as M } from '../../../domain/library/messages';
import type { PublicTitle } from '../../../domain/library/public-catalogue-answers';
import { LibraryIdParamSchema } from '../../../domain/library/title-forms';
import type { AppEnv } from '../../auth/session-user';
import { validate } from '../../http/validate';
import type { rulesStore } from './rules-store';
import type { SearchStore } from './search-store';
import type { TitleStore } from './title-store';
import { HELD } from './title-rows';

/** The per-address ceiling of the public calls, the same as the exam results lookups' (RESULTS_RATE_LIMIT). */
export interface PublicCatalogueLimits {
  limit: number;
  windowMs: number;
  address: (c: Context) => string;
}

/**
 * Every public call of the catalogue meets one per-address ceiling, counted in this process as the results lookups'
 * ceiling is: a campus NAT browsing the catalogue stays under it, a script walking it does not.
 */
export function publicCatalogueLimit({ limit, windowMs, address }: PublicCatalogueLimits): MiddlewareHandler {
  return rateLimiter({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    keyGenerator: address,
    handler: (c) => {
      c.header('Retry-After', String(Math.max(1, Math.ceil(windowMs / 1000))));
      return c.json({ message: M.tooManyCatalogueSearches }, 429);
    },
  });
}

/** Availability changes at every issue and return, and the setting may be turned off: nothing is kept by the way. */
const noStore = (c: Context) => c.header('Cache-Control', 'no-store');

/** A title as a visitor sees it: what the search lists and its copies held, with shelf and status only. */
async function publicTitle(titles: TitleStore, id: number): Promise<PublicTitle | null> {
  const detail = await titles.detail(id, false);
  if (!detail) return null;
  const { keywords: _keywords, copyList, ...summary } = detail;
  return {
    ...summary,
    copyList: copyList
      .filter((c) => HELD(c.status))
      .map((c) => ({ accessionNo: c.accessionNo, location: c.location, status: c.status })),
  };
}

interface Deps {
  search: SearchStore;
  titles: TitleStore;
  rules: ReturnType<typeof rulesStore>;
  limit: MiddlewareHandler;
}

/**
 * The catalogue for visitors, while the library's setting `publicCatalogue` is on: whether it is, a search (the
 * readers' search and its schema) and a title's copies. Off, the search and the title answer 404 with the reason.
 */
export function publicCatalogueRoutes({ search, titles, rules, limit }: Deps) {
  const isPublic = async () => (await rules.settings()).publicCatalogue;
  const notPublic = (c: Context) => c.json({ message: M.catalogueNotPublic }, 404);
  return new Hono<AppEnv>()
    .get('/library/public/status', limit, async (c) => {
      noStore(c);
      return c.json({ public: await isPublic() });
    })
    .get('/library/public/search', limit, validate('query', CatalogueSearchSchema), async (c) => {
      noStore(c);
      if (!(await isPublic())) return notPublic(c);
      const found: CatalogueSearchAnswer = await search.search(c.req.valid('query'));
      return c.json(found);
    })
    .get('/library/public/titles/:id', limit, validate('param', LibraryIdParamSchema), async (c) => {
      noStore(c);
      if (!(await isPublic())) return notPublic(c);
      const title = await publicTitle(titles, c.req.valid('param').id);
      if (!title) return c.json({ message: M.unknownTitle }, 404);
      return c.json(title);
    });
}
