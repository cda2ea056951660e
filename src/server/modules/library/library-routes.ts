import { Hono, type Context } from 'hono';
import { hasAnyRole } from '../../../domain/auth/access';
import { LIBRARY_STAFF_ROLES } from '../../../domain/library/access';
import { CatalogueSearchSchema } from '../../../domain/library/catalogue-search';
import { LIBRARY_MESSAGES as M } from '../../../domain/library/messages';
import {
  CopiesFormSchema,
  CopyStatusFormSchema,
  LibraryIdParamSchema,
  NewTitleFormSchema,
  TitleFormSchema,
} from '../../../domain/library/title-forms';
import type { AppEnv } from '../../auth/session-user';
import type { Clock } from '../../http/attempt-store';
import { validate } from '../../http/validate';
import type { CopyStore } from './copy-store';
import { LibraryRefused } from './library-refused';
import type { SearchStore } from './search-store';
import type { summaryStore } from './summary-store';
import type { TitleStore } from './title-store';

const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

/** A refusal of the rules as its answer; anything else is the server's error. */
const refused = (c: Context, err: unknown) => {
  if (err instanceof LibraryRefused) return c.json({ message: err.message }, err.status);
  throw err;
};

interface Stores {
  titles: TitleStore;
  copies: CopyStore;
  search: SearchStore;
  summary: ReturnType<typeof summaryStore>;
}

/** The catalogue: the readers' search and a title's copies; the staff's titles, copies, statuses and figures. */
export function libraryRoutes({ titles, copies, search, summary }: Stores, clock: Clock) {
  const user = (c: Context<AppEnv>) => c.get('user')!;
  return new Hono<AppEnv>()
    .get('/library/search', validate('query', CatalogueSearchSchema), async (c) => {
      noStore(c);
      return c.json(await search.search(c.req.valid('query')));
    })
    .get('/library/titles/:id', validate('param', LibraryIdParamSchema), async (c) => {
      noStore(c);
      const staff = hasAnyRole(user(c).roles, LIBRARY_STAFF_ROLES);
      const detail = await titles.detail(c.req.valid('param').id, staff);
      return detail ? c.json(detail) : c.json({ message: M.unknownTitle }, 404);
    })
    .post('/library/titles', validate('json', NewTitleFormSchema), async (c) => {
      try {
        const saved = await titles.create(c.req.valid('json'), user(c).id);
        return c.json(saved, saved.merged ? 200 : 201);
      } catch (err) {
        return refused(c, err);
      }
    })
    .put(
      '/library/titles/:id',
      validate('param', LibraryIdParamSchema),
      validate('json', TitleFormSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        try {
          await titles.update(id, c.req.valid('json'));
          return c.json({ id, message: M.titleSaved, merged: false, accessionNos: [] });
        } catch (err) {
          return refused(c, err);
        }
      },
    )
    .post(
      '/library/titles/:id/copies',
      validate('param', LibraryIdParamSchema),
      validate('json', CopiesFormSchema),
      async (c) => {
        try {
          return c.json(await titles.addCopies(c.req.valid('param').id, c.req.valid('json'), user(c).id), 201);
        } catch (err) {
          return refused(c, err);
        }
      },
    )
    .put(
      '/library/copies/:id/status',
      validate('param', LibraryIdParamSchema),
      validate('json', CopyStatusFormSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        try {
          await copies.setStatus(id, c.req.valid('json'), user(c).id, clock());
          return c.json({ id, message: M.statusChanged });
        } catch (err) {
          return refused(c, err);
        }
      },
    )
    .get('/library/summary', async (c) => {
      noStore(c);
      return c.json(await summary.summary());
    })
    .get('/library/circulation-summary', async (c) => {
      noStore(c);
      return c.json(await summary.circulation(clock()));
    });
}
