import { Hono, type Context } from 'hono';
import { collegeDay } from '../../../domain/calendar/college-time';
import { english } from '../../../domain/i18n/translate';
import { registrationText } from '../../../domain/transport/registration-number';
import { DOCUMENT_WARNING_DAYS } from '../../../domain/transport/vehicle-documents';
import {
  TRANSPORT_VEHICLE_MESSAGES as M,
  VehicleDocumentParamSchema,
  VehicleDocumentSchema,
  VehicleEditSchema,
  VehicleIdParamSchema,
  VehicleSchema,
} from '../../../domain/transport/vehicles';
import type { AppEnv } from '../../auth/session-user';
import type { Clock } from '../../http/attempt-store';
import { validate } from '../../http/validate';
import { documentsDue } from './document-reminders';
import type { VehicleStore } from './vehicle-store';

const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

export interface VehicleRouteDeps {
  vehicles: VehicleStore;
  clock: Clock;
  /** Mails the notice of documents needing action to the incharges now. */
  sendReminders: () => Promise<{ message: string; mailed: number; documents: number }>;
}

/**
 * The fleet: the readers see each vehicle with its documents' standing today and the documents needing action; the
 * incharge adds and edits vehicles, renews documents and mails the notice (the permission lines in module.ts say who).
 */
export function vehicleRoutes({ vehicles, clock, sendReminders }: VehicleRouteDeps) {
  const today = () => collegeDay(clock());
  const taken = (registration: string) => ({
    message: english(M.registrationTaken, { registration: registrationText(registration) }),
  });
  return new Hono<AppEnv>()
    .get('/transport/vehicles', async (c) => {
      noStore(c);
      const day = today();
      return c.json({ today: day, vehicles: await vehicles.vehicles(day) });
    })
    .post('/transport/vehicles', validate('json', VehicleSchema), async (c) => {
      const input = c.req.valid('json');
      const id = await vehicles.addVehicle(input);
      if (id === null) return c.json(taken(input.registration), 409);
      const vehicle = (await vehicles.vehicle(id, today()))!;
      return c.json({ message: english(M.vehicleAdded, { registration: vehicle.registrationText }), vehicle }, 201);
    })
    .get('/transport/vehicles/:id', validate('param', VehicleIdParamSchema), async (c) => {
      noStore(c);
      const day = today();
      const vehicle = await vehicles.vehicle(c.req.valid('param').id, day);
      if (!vehicle) return c.json({ message: M.vehicleIdInvalid }, 404);
      return c.json({ today: day, vehicle });
    })
    .put(
      '/transport/vehicles/:id',
      validate('param', VehicleIdParamSchema),
      validate('json', VehicleEditSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const input = c.req.valid('json');
        if (!(await vehicles.vehicle(id, today()))) return c.json({ message: M.vehicleIdInvalid }, 404);
        if (!(await vehicles.editVehicle(id, input))) return c.json(taken(input.registration), 409);
        const vehicle = (await vehicles.vehicle(id, today()))!;
        return c.json({ message: english(M.vehicleSaved, { registration: vehicle.registrationText }), vehicle });
      },
    )
    .put(
      '/transport/vehicles/:id/documents/:document',
      validate('param', VehicleDocumentParamSchema),
      validate('json', VehicleDocumentSchema),
      async (c) => {
        const { id, document } = c.req.valid('param');
        const input = c.req.valid('json');
        if (!(await vehicles.vehicle(id, today()))) return c.json({ message: M.vehicleIdInvalid }, 404);
        await vehicles.putDocument(id, document, input);
        const vehicle = (await vehicles.vehicle(id, today()))!;
        const values = { document, registration: vehicle.registrationText, validUntil: input.validUntil };
        return c.json({ message: english(M.documentSaved, values), vehicle });
      },
    )
    .get('/transport/documents/due', async (c) => {
      noStore(c);
      const day = today();
      const documents = documentsDue(await vehicles.vehicles(day), day);
      return c.json({ today: day, warningDays: DOCUMENT_WARNING_DAYS, documents });
    })
    .post('/transport/documents/remind', async (c) => c.json(await sendReminders()));
}
