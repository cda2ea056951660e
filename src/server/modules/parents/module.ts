import { PARENT_ROLES } from '../../../domain/auth/access';
import type { ServerModule } from '../server-module';
import { parentsOperations } from './operations';
import { parentsRoutes } from './routes';
import { parentsStore } from './parents-store';
import { parentProfileRoutes } from './profile-routes';
import { parentProfileStore } from './profile-store';

/** The parent dashboard: linking students and reading their results; and the parent's profile. */
export const parentsModule: ServerModule = {
  name: 'parents',
  mount: '/app',
  permissions: {
    // Parent dashboard: a parent links students by roll number and date of birth and reads their results.
    'POST /api/app/linkParentStudent': PARENT_ROLES,
    'GET /api/app/getParentStudents': PARENT_ROLES,
    // My Profile: a parent's own details and their linked students' (by the parent's own id: fails closed).
    'GET /api/app/parent/profile': PARENT_ROLES,
    'PUT /api/app/parent/profile': PARENT_ROLES,
  },
  operations: parentsOperations,
  build: ({ db, results, claims, clock }) => ({
    router: parentsRoutes(parentsStore(db, results), claims, clock).route(
      '/',
      parentProfileRoutes(parentProfileStore(db), clock),
    ),
  }),
};
