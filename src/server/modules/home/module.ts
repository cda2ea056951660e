import { Hono } from 'hono';
import type { AppEnv } from '../../auth/session-user';
import type { ServerModule } from '../server-module';
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
  summaries: {
    'GET /api/app/getCollegeName': 'The college code (text)',
    'GET /api/app/getCollegeProfile': 'College code and name, and the addresses of its uploaded logo and banner',
    'GET /api/app/collegeImages/:hash': 'The college logo or banner by content hash (immutable, ETag)',
    'GET /api/app/getContactData': 'Contact info entries (§3); the app shows the last',
    'GET /api/app/getLogoDataForHeaders': 'Logo and Banner as base64',
  },
  build: ({ college }) => ({ router: new Hono<AppEnv>().route('/', homeRoutes(college)) }),
};
