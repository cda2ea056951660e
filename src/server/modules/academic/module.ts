import {
  ACADEMIC_LIST_WRITERS,
  LIST_AUDIT_READERS,
  LIST_CHECKERS,
  LIST_READERS,
} from '../../../domain/academic/access';
import { Hono } from 'hono';
import type { AppEnv } from '../../auth/session-user';
import { academicOperations } from './operations';
import type { ServerModule } from '../server-module';
import { changeRequestRoutes } from './change-request-routes';
import { academicListRoutes } from './routes';
import { academicListsDemo } from '../../demo/academic-lists';

/** The lists the college keeps, their audit and their maker-checker requests. */
export const academicModule: ServerModule = {
  name: 'academic',
  mount: '/app',
  demo: academicListsDemo,
  permissions: {
    // The lists the college keeps: readers page and search them (a HoD their department's rows), writers change them;
    // the handler then checks the list's own readers and writers (administrators only for levels and departments;
    // academic years, holidays and activities are read by everyone signed in, the others by LIST_READERS).
    'GET /api/app/lists/:kind': 'signed-in',
    'GET /api/app/lists/:kind/options': 'signed-in',
    'POST /api/app/lists/:kind': ACADEMIC_LIST_WRITERS,
    'PUT /api/app/lists/:kind/:id': ACADEMIC_LIST_WRITERS,
    'DELETE /api/app/lists/:kind/:id': ACADEMIC_LIST_WRITERS,
    'GET /api/app/listChanges': LIST_AUDIT_READERS,
    'GET /api/app/listChanges/export': LIST_AUDIT_READERS,
    'GET /api/app/lists/:kind/pending': LIST_READERS,
    'GET /api/app/lists/:kind/export': LIST_READERS,
    'GET /api/app/lists/:kind/template': ACADEMIC_LIST_WRITERS,
    // Maker-checker (regulations, subjects): the principal or an administrator other than the maker decides.
    'GET /api/app/listChangeRequests': LIST_CHECKERS,
    'POST /api/app/listChangeRequests/:id/authorize': LIST_CHECKERS,
    'POST /api/app/listChangeRequests/:id/reject': LIST_CHECKERS,
  },
  operations: academicOperations,
  build: ({ lists, listRequests, listTransaction, clock }) => ({
    router: new Hono<AppEnv>()
      .route('/', academicListRoutes(lists, listRequests, listTransaction, clock))
      .route('/', changeRequestRoutes(lists, listRequests, listTransaction)),
  }),
};
