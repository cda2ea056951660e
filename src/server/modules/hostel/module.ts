import { Hono } from 'hono';
import { hostelDemo } from '../../demo/hostel';
import {
  HOSTEL_APPLICANT_ROLES,
  HOSTEL_APPLYING_ROLES,
  HOSTEL_READER_ROLES,
  HOSTEL_STAFF_ROLES,
} from '../../../domain/hostel/access';
import type { AppEnv } from '../../auth/session-user';
import type { ServerModule } from '../server-module';
import { recipientLanguages, type MailLanguages } from '../../mail/recipient-language';
import { allotmentRoutes } from './allotment-routes';
import { tellApplicants } from './applicant-notices';
import { allotmentSettingsStore } from './allotment-settings-store';
import { allotmentStore } from './allotment-store';
import { handAllotmentStore } from './hand-allotment-store';
import { hostelOperations } from './operations';
import { registrationRoutes } from './registration-routes';
import { registrationStore } from './registration-store';
import { structureRoutes } from './structure-routes';
import { structureStore } from './structure-store';

/** The hostel: its blocks, room types, rooms and beds, their occupancy, applications and allotment. */
export const hostelModule: ServerModule = {
  name: 'hostel',
  mount: '/app',
  permissions: {
    // The incharge keeps the blocks, room types and rooms; the administrator and the principal read occupancy.
    'GET /api/app/hostel/buildings': HOSTEL_READER_ROLES,
    'POST /api/app/hostel/buildings': HOSTEL_STAFF_ROLES,
    'GET /api/app/hostel/buildings/:id/grid': HOSTEL_READER_ROLES,
    'POST /api/app/hostel/buildings/:id/rooms': HOSTEL_STAFF_ROLES,
    // Students read the room types to list their preferences.
    'GET /api/app/hostel/room-types': [...HOSTEL_READER_ROLES, ...HOSTEL_APPLICANT_ROLES],
    'POST /api/app/hostel/room-types': HOSTEL_STAFF_ROLES,
    // A student applies, reads and withdraws their own application; the incharge may apply on a student's behalf
    // (the route takes the student from the session, or from the body for the incharge only).
    'POST /api/app/hostel/applications': HOSTEL_APPLYING_ROLES,
    'GET /api/app/hostel/applications/mine': HOSTEL_APPLICANT_ROLES,
    'POST /api/app/hostel/applications/mine/withdraw': HOSTEL_APPLICANT_ROLES,
    // The incharge lists, corrects and rejects applications, sets the year's fees and rules, and allots beds.
    'GET /api/app/hostel/applications': HOSTEL_STAFF_ROLES,
    'GET /api/app/hostel/applications/expected': HOSTEL_STAFF_ROLES,
    'PATCH /api/app/hostel/applications/:id': HOSTEL_STAFF_ROLES,
    'POST /api/app/hostel/applications/:id/allot': HOSTEL_STAFF_ROLES,
    'GET /api/app/hostel/room-fees': HOSTEL_STAFF_ROLES,
    'PUT /api/app/hostel/room-fees': HOSTEL_STAFF_ROLES,
    'GET /api/app/hostel/allotment-rules': HOSTEL_STAFF_ROLES,
    'PUT /api/app/hostel/allotment-rules': HOSTEL_STAFF_ROLES,
    'POST /api/app/hostel/allotment/preview': HOSTEL_STAFF_ROLES,
    'POST /api/app/hostel/allotment/apply': HOSTEL_STAFF_ROLES,
  },
  operations: hostelOperations,
  demo: hostelDemo,
  build: ({ scoped, clock, mailer, logger, college, config }) => {
    const { db } = scoped;
    const transaction = <T>(work: () => Promise<T>) => scoped.transaction(() => work());
    const settings = allotmentSettingsStore(db);
    const collegeName = async () => (await college.collegeProfile())?.name ?? config.collegeName;
    const languages: MailLanguages = (addresses) => recipientLanguages(db, addresses);
    // Applicants are told once the decision has committed: a rolled-back allotment tells nobody.
    const tell = (applicationIds: readonly number[]) =>
      void scoped.afterCommit(async () =>
        tellApplicants({ db, mailer, logger, languages, collegeName }, applicationIds),
      );
    return {
      router: new Hono<AppEnv>()
        .route('/', structureRoutes(structureStore(db, transaction)))
        .route('/', registrationRoutes({ registrations: registrationStore(db), settings, clock, tell }))
        .route(
          '/',
          allotmentRoutes({
            settings,
            allotments: allotmentStore(db, transaction, settings),
            byHand: handAllotmentStore(db, transaction, settings),
            clock,
            tell,
          }),
        ),
    };
  },
};
