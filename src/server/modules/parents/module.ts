import { PARENT_ROLES } from '../../../domain/auth/access';
import type { ServerModule } from '../server-module';
import { parentsRoutes } from './routes';
import { parentsStore } from './parents-store';

/** The parent dashboard: linking students and reading their results. */
export const parentsModule: ServerModule = {
  name: 'parents',
  mount: '/app',
  permissions: {
    // Parent dashboard: a parent links students by roll number and date of birth and reads their results.
    'POST /api/app/linkParentStudent': PARENT_ROLES,
    'GET /api/app/getParentStudents': PARENT_ROLES,
  },
  summaries: {
    'POST /api/app/linkParentStudent':
      'Link a student to the signed-in parent: { rollNo, dateOfBirth } → 202 { message, sentTo } (a one-time code went to the contact on the admission record), then { rollNo, dateOfBirth, code } → 201 { message, students }; 404 when roll number and date of birth do not match, 400 for a wrong or expired code, 429 while the roll number is locked',
    'GET /api/app/getParentStudents': "The signed-in parent's students with a summary of each published result",
  },
  build: ({ db, results, claims, clock }) => ({ router: parentsRoutes(parentsStore(db, results), claims, clock) }),
};
