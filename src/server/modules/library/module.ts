import { Hono } from 'hono';
import { LIBRARY_READER_ROLES, LIBRARY_STAFF_ROLES } from '../../../domain/library/access';
import type { AppEnv } from '../../auth/session-user';
import { libraryDemo } from '../../demo/library';
import type { ServerModule } from '../server-module';
import { catalogueWriter } from './catalogue-writer';
import { copyStore } from './copy-store';
import { importJobStore } from './import-job-store';
import { importRoutes } from './import-routes';
import { libraryRoutes } from './library-routes';
import { libraryOperations } from './operations';
import { searchStore } from './search-store';
import { summaryStore } from './summary-store';
import { titleStore } from './title-store';

/** The library's catalogue: titles and copies, the readers' search (OPAC), the staff's keeping, imports and figures. */
export const libraryModule: ServerModule = {
  name: 'library',
  mount: '/app',
  demo: libraryDemo,
  permissions: {
    // Every reader searches the catalogue and sees a title's copies (the prices only the staff).
    'GET /api/app/library/search': LIBRARY_READER_ROLES,
    'GET /api/app/library/titles/:id': LIBRARY_READER_ROLES,
    // The library staff keep the catalogue and read its figures.
    'POST /api/app/library/titles': LIBRARY_STAFF_ROLES,
    'PUT /api/app/library/titles/:id': LIBRARY_STAFF_ROLES,
    'POST /api/app/library/titles/:id/copies': LIBRARY_STAFF_ROLES,
    'PUT /api/app/library/copies/:id/status': LIBRARY_STAFF_ROLES,
    'GET /api/app/library/summary': LIBRARY_STAFF_ROLES,
    'GET /api/app/library/catalogue-template': LIBRARY_STAFF_ROLES,
    'POST /api/app/library/marc-imports': LIBRARY_STAFF_ROLES,
    'GET /api/app/library/marc-imports/:importKey': LIBRARY_STAFF_ROLES,
  },
  operations: libraryOperations,
  build: ({ scoped, clock }) => {
    const { db } = scoped;
    const transaction = <T>(work: () => Promise<T>) => scoped.transaction(() => work());
    return {
      router: new Hono<AppEnv>()
        .route(
          '/',
          libraryRoutes(
            {
              titles: titleStore(db, transaction),
              copies: copyStore(db, transaction),
              search: searchStore(db),
              summary: summaryStore(db),
            },
            clock,
          ),
        )
        .route('/', importRoutes({ jobs: importJobStore(db), writer: catalogueWriter(db), transaction, clock })),
    };
  },
};
