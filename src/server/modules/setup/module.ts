import { SETUP_CHECKLIST_ROLES } from '../../../domain/setup/access';
import type { ServerModule } from '../server-module';
import { collegeImagesService } from './college-images';
import { setupOperations } from './operations';
import { setupRoutes } from './routes';
import { setupStore } from './setup-store';

/** A fresh college's set-up checklist and its profile, logo and banner. */
export const setupModule: ServerModule = {
  name: 'setup',
  mount: '/app',
  permissions: {
    // The set-up checklist of a fresh college and the college profile: administrators.
    'GET /api/app/setupChecklist': SETUP_CHECKLIST_ROLES,
    'GET /api/app/collegeProfile': SETUP_CHECKLIST_ROLES,
    'PUT /api/app/collegeProfile': SETUP_CHECKLIST_ROLES,
    'PUT /api/app/collegeProfile/logo': SETUP_CHECKLIST_ROLES,
    'DELETE /api/app/collegeProfile/logo': SETUP_CHECKLIST_ROLES,
    'PUT /api/app/collegeProfile/banner': SETUP_CHECKLIST_ROLES,
    'DELETE /api/app/collegeProfile/banner': SETUP_CHECKLIST_ROLES,
  },
  operations: setupOperations,
  build: ({ db, scoped, college, storedFiles }) => ({
    router: setupRoutes(
      setupStore(db, (fn) => scoped.transaction(fn), college),
      collegeImagesService(db, storedFiles, (fn) => scoped.transaction(fn)),
    ),
  }),
};
