import {
  ALUMNI_DIRECTORY_ROLES,
  ALUMNI_HISTORY_ROLES,
  ALUMNI_REGISTRATION_ROLES,
  ALUMNI_SELF_ROLES,
} from '../../../domain/alumni/access';
import { Hono } from 'hono';
import type { AppEnv } from '../../auth/session-user';
import { guessablePassword } from '../../auth/common-passwords';
import type { ServerModule } from '../server-module';
import { alumniAccountRoutes } from './account-routes';
import { alumniFileOwners } from './file-owners';
import { alumniOperations } from './operations';
import { alumniRoutes } from './routes';
import { alumniStore } from './alumni-store';
import { alumniDemo } from '../../demo/alumni';

/** Alumni: registration, history, the directory, one's own record and the alumni account. */
export const alumniModule: ServerModule = {
  name: 'alumni',
  mount: '/app',
  demo: alumniDemo,
  permissions: {
    // Alumni (§7 paths verbatim; the directory and one's own record are ours). An alumnus acts only for the
    // roll number their account proved (checked in the handlers); the account form is public and rate-limited.
    'POST /api/app/saveAlumniStudentRegister': ALUMNI_REGISTRATION_ROLES,
    'GET /api/app/getAlumniData': ALUMNI_HISTORY_ROLES,
    'POST /api/app/saveAluminiHistoryByUrl': ALUMNI_HISTORY_ROLES,
    'GET /api/app/alumni/directory': ALUMNI_DIRECTORY_ROLES,
    'GET /api/app/alumni/directory/export': ALUMNI_DIRECTORY_ROLES,
    'GET /api/app/alumni/me': ALUMNI_SELF_ROLES,
    'PUT /api/app/alumni/me': ALUMNI_SELF_ROLES,
    'POST /api/app/registerAlumniAccount': 'public',
  },
  operations: alumniOperations,
  build: ({ db, storedFiles, accounts, lookups, claims, config }) => {
    const alumni = alumniStore(db);
    return {
      router: new Hono<AppEnv>()
        .route('/', alumniRoutes(alumni, storedFiles))
        .route('/', alumniAccountRoutes(alumni, accounts, lookups, claims, guessablePassword(config))),
      fileOwners: alumniFileOwners(alumni),
    };
  },
};
