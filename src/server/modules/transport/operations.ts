import {
  DocumentRemindersSchema,
  DocumentsDueSchema,
  RunningCostSchema,
  VehicleAnswerSchema,
  VehicleExpenseListSchema,
  VehicleExpenseSavedSchema,
  VehicleListSchema,
  VehicleSavedSchema,
} from '../../../domain/transport/vehicle-answers';
import type { Operation, PermissionLine } from '../server-module';

/** The transport's calls, as GET /api/docs describes them. */
export const transportOperations = {
  'GET /api/app/transport/vehicles': {
    summary:
      'The fleet by registration, each vehicle with its crew, last odometer reading and documents’ standing today',
    answer: VehicleListSchema,
  },
  'POST /api/app/transport/vehicles': {
    summary: 'Add a vehicle with the documents it carries; 409 naming the registration when it is already in the fleet',
    answer: VehicleSavedSchema,
    status: 201,
  },
  'GET /api/app/transport/vehicles/:id': {
    summary: 'One vehicle with its documents’ standing today',
    answer: VehicleAnswerSchema,
  },
  'PUT /api/app/transport/vehicles/:id': {
    summary: 'Edit a vehicle’s registration, kind, seats and crew; 409 when another vehicle has the registration',
    answer: VehicleSavedSchema,
  },
  'PUT /api/app/transport/vehicles/:id/documents/:document': {
    summary:
      'Record a vehicle’s document (insurance, fitness, permit, pollution) or its renewal: number, last valid day',
    answer: VehicleSavedSchema,
  },
  'GET /api/app/transport/documents/due': {
    summary: 'The fleet’s documents needing action: missing, overdue (longest first), due within the warning days',
    answer: DocumentsDueSchema,
  },
  'POST /api/app/transport/documents/remind': {
    summary: 'Mail the documents needing action to every transportation incharge now (the server also does it daily)',
    answer: DocumentRemindersSchema,
  },
  'GET /api/app/transport/vehicles/:id/expenses': {
    summary: 'A vehicle’s expenses, the latest first: paise, fuel in millilitres, odometer in kilometres',
    answer: VehicleExpenseListSchema,
  },
  'POST /api/app/transport/vehicles/:id/expenses': {
    summary:
      'Record an expense of a vehicle; 422 for a day after today or an odometer reading out of step with the others',
    answer: VehicleExpenseSavedSchema,
    status: 201,
  },
  'GET /api/app/transport/vehicles/:id/running-cost': {
    summary: 'A vehicle’s running cost month by month: paise spent, kilometres run, paise per kilometre',
    answer: RunningCostSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
