import { Hono } from 'hono';
import { hostelDemo } from '../../demo/hostel';
import { HOSTEL_READER_ROLES, HOSTEL_STAFF_ROLES } from '../../../domain/hostel/access';
import type { AppEnv } from '../../auth/session-user';
import type { ServerModule } from '../server-module';
import { hostelOperations } from './operations';
import { structureRoutes } from './structure-routes';
import { structureStore } from './structure-store';

/** The hostel: its blocks, room types, rooms and beds, and their occupancy. */
export const hostelModule: ServerModule = {
  name: 'hostel',
  mount: '/app',
  permissions: {
    // The incharge keeps the blocks, room types and rooms; the administrator and the principal read occupancy.
    'GET /api/app/hostel/buildings': HOSTEL_READER_ROLES,
    'POST /api/app/hostel/buildings': HOSTEL_STAFF_ROLES,
    'GET /api/app/hostel/buildings/:id/grid': HOSTEL_READER_ROLES,
    'POST /api/app/hostel/buildings/:id/rooms': HOSTEL_STAFF_ROLES,
    'GET /api/app/hostel/room-types': HOSTEL_READER_ROLES,
    'POST /api/app/hostel/room-types': HOSTEL_STAFF_ROLES,
  },
  operations: hostelOperations,
  demo: hostelDemo,
  build: ({ scoped }) => {
    const transaction = <T>(work: () => Promise<T>) => scoped.transaction(() => work());
    return { router: new Hono<AppEnv>().route('/', structureRoutes(structureStore(scoped.db, transaction))) };
  },
};
