import { Hono, type Context } from 'hono';
import { collegeDay } from '../../../domain/calendar/college-time';
import { english } from '../../../domain/i18n/translate';
import { monthlyRunningCost } from '../../../domain/transport/running-cost';
import {
  TRANSPORT_VEHICLE_MESSAGES as M,
  VehicleExpenseSchema,
  VehicleIdParamSchema,
} from '../../../domain/transport/vehicles';
import type { AppEnv } from '../../auth/session-user';
import type { Clock } from '../../http/attempt-store';
import { validate } from '../../http/validate';
import type { ExpenseStore } from './expense-store';
import type { VehicleStore } from './vehicle-store';

const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

/** A vehicle's expenses (the incharge records them) and its running cost month by month (the readers read it). */
export function expenseRoutes({
  vehicles,
  expenses,
  clock,
}: {
  vehicles: VehicleStore;
  expenses: ExpenseStore;
  clock: Clock;
}) {
  const vehicleOf = (id: number) => vehicles.vehicle(id, collegeDay(clock()));
  return new Hono<AppEnv>()
    .get('/transport/vehicles/:id/expenses', validate('param', VehicleIdParamSchema), async (c) => {
      noStore(c);
      const vehicle = await vehicleOf(c.req.valid('param').id);
      if (!vehicle) return c.json({ message: M.vehicleIdInvalid }, 404);
      return c.json({
        vehicleId: vehicle.id,
        registrationText: vehicle.registrationText,
        expenses: await expenses.expenses(vehicle.id),
      });
    })
    .post(
      '/transport/vehicles/:id/expenses',
      validate('param', VehicleIdParamSchema),
      validate('json', VehicleExpenseSchema),
      async (c) => {
        const input = c.req.valid('json');
        const today = collegeDay(clock());
        const vehicle = await vehicleOf(c.req.valid('param').id);
        if (!vehicle) return c.json({ message: M.vehicleIdInvalid }, 404);
        if (input.day > today) return c.json({ message: english(M.expenseAhead, { today }) }, 422);
        const saved = await expenses.addExpense(vehicle.id, input, c.get('user')!.id);
        if ('refused' in saved) {
          const message = saved.refused === 'behind' ? M.odometerBehind : M.odometerAhead;
          return c.json({ message: english(message, { km: saved.km, day: saved.day }) }, 422);
        }
        const values = { registration: vehicle.registrationText, day: input.day };
        return c.json({ message: english(M.expenseAdded, values), expense: saved.expense }, 201);
      },
    )
    .get('/transport/vehicles/:id/running-cost', validate('param', VehicleIdParamSchema), async (c) => {
      noStore(c);
      const vehicle = await vehicleOf(c.req.valid('param').id);
      if (!vehicle) return c.json({ message: M.vehicleIdInvalid }, 404);
      const months = monthlyRunningCost(await expenses.costInputs(vehicle.id));
      return c.json({ vehicleId: vehicle.id, registrationText: vehicle.registrationText, months });
    });
}
