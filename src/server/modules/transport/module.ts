import { Hono } from 'hono';
import { TRANSPORT_READER_ROLES, TRANSPORT_STAFF_ROLES } from '../../../domain/transport/access';
import type { AppEnv } from '../../auth/session-user';
import { transportDemo } from '../../demo/transport';
import { recipientLanguages } from '../../mail/recipient-language';
import type { ServerModule } from '../server-module';
import { documentReminders } from './document-reminders';
import { expenseRoutes } from './expense-routes';
import { expenseStore } from './expense-store';
import { transportOperations } from './operations';
import { vehicleRoutes } from './vehicle-routes';
import { vehicleStore } from './vehicle-store';

/** The transport: the college's vehicles, the documents they carry, their expenses and running cost. */
export const transportModule: ServerModule = {
  name: 'transport',
  mount: '/app',
  permissions: {
    // The incharge keeps the vehicles, their documents and expenses; the administrator and the principal read them.
    'GET /api/app/transport/vehicles': TRANSPORT_READER_ROLES,
    'POST /api/app/transport/vehicles': TRANSPORT_STAFF_ROLES,
    'GET /api/app/transport/vehicles/:id': TRANSPORT_READER_ROLES,
    'PUT /api/app/transport/vehicles/:id': TRANSPORT_STAFF_ROLES,
    'PUT /api/app/transport/vehicles/:id/documents/:document': TRANSPORT_STAFF_ROLES,
    'GET /api/app/transport/documents/due': TRANSPORT_READER_ROLES,
    'POST /api/app/transport/documents/remind': TRANSPORT_STAFF_ROLES,
    'GET /api/app/transport/vehicles/:id/expenses': TRANSPORT_READER_ROLES,
    'POST /api/app/transport/vehicles/:id/expenses': TRANSPORT_STAFF_ROLES,
    'GET /api/app/transport/vehicles/:id/running-cost': TRANSPORT_READER_ROLES,
  },
  operations: transportOperations,
  demo: transportDemo,
  build: ({ scoped, clock, mailer, logger }) => {
    const { db } = scoped;
    const transaction = <T>(work: () => Promise<T>) => scoped.transaction(() => work());
    const vehicles = vehicleStore(db, transaction);
    const reminders = documentReminders({
      db,
      vehicles,
      clock,
      mailer,
      logger,
      languages: (addresses) => recipientLanguages(db, addresses),
    });
    return {
      router: new Hono<AppEnv>()
        .route('/', vehicleRoutes({ vehicles, clock, sendReminders: reminders.sendNow }))
        .route('/', expenseRoutes({ vehicles, expenses: expenseStore(db, transaction), clock })),
      startSchedule: reminders.startSchedule,
    };
  },
};
