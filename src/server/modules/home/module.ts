import { Hono } from 'hono';
import type { AppEnv } from '../../auth/session-user';
import type { ServerModule } from '../server-module';
import { homeOperations } from './operations';
import { homeRoutes } from './routes';

/** The college's public facts: name, profile, contacts, logo and banner. */
export const homeModule: ServerModule = {
  name: 'home',
  mount: '/app',
  permissions: {
    // College facts are public, like the results page they head (§6).
    'GET /api/app/getCollegeName': 'public',
    'GET /api/app/getCollegeProfile': 'public',
    'GET /api/app/getContactData': 'public',
    'GET /api/app/getLogoDataForHeaders': 'public',
    'GET /api/app/collegeImages/:hash': 'public',
  },
  operations: homeOperations,
  build: ({ college }) => ({ router: new Hono<AppEnv>().route('/', homeRoutes(college)) }),
};
