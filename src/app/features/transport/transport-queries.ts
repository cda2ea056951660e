import * as v from 'valibot';
import {
  DocumentsDueSchema,
  RunningCostSchema,
  VehicleExpenseListSchema,
  VehicleExpenseSavedSchema,
  VehicleListSchema,
  VehicleSavedSchema,
} from '../../../domain/transport/vehicle-answers';
import type { VehicleDocument } from '../../../domain/transport/vehicle-documents';
import type { VehicleDocumentInput, VehicleExpenseInput, VehicleInput } from '../../../domain/transport/vehicles';
import { appApi } from '../../lib/http';
import { deviceBacked } from '../../lib/offline/device-backed';

/** Device copies of what a user saw of the transport are theirs: named 'transport:…' so the sign-out sweep deletes them. */
export const TRANSPORT_RECORD_PREFIX = 'transport:';

export const transportKeys = {
  all: ['transport'] as const,
  vehicles: (user: string) => [...transportKeys.all, 'vehicles', user] as const,
  due: (user: string) => [...transportKeys.all, 'due', user] as const,
  expenses: (user: string, id: number) => [...transportKeys.all, 'expenses', user, id] as const,
  runningCost: (user: string, id: number) => [...transportKeys.all, 'running-cost', user, id] as const,
};

export const transportQueries = {
  /** The fleet with each document's standing: network first; the fleet last seen reads again offline. */
  vehicles: (user: string) =>
    deviceBacked({
      queryKey: transportKeys.vehicles(user),
      fetch: async () => v.parse(VehicleListSchema, await appApi.get('transport/vehicles').json()),
      table: 'lookups',
      record: [`${TRANSPORT_RECORD_PREFIX}${user}/vehicles`],
      isCopy: (copy) => v.is(VehicleListSchema, copy),
      origin: true,
      staleTime: 30_000,
    }),
  /** The documents needing action, also read again offline as last seen. */
  due: (user: string) =>
    deviceBacked({
      queryKey: transportKeys.due(user),
      fetch: async () => v.parse(DocumentsDueSchema, await appApi.get('transport/documents/due').json()),
      table: 'lookups',
      record: [`${TRANSPORT_RECORD_PREFIX}${user}/due`],
      isCopy: (copy) => v.is(DocumentsDueSchema, copy),
      origin: true,
      staleTime: 30_000,
    }),
  /** A vehicle's expenses, the latest first. */
  expenses: (user: string, id: number) =>
    deviceBacked({
      queryKey: transportKeys.expenses(user, id),
      fetch: async () =>
        v.parse(VehicleExpenseListSchema, await appApi.get(`transport/vehicles/${String(id)}/expenses`).json()),
      table: 'lookups',
      record: [`${TRANSPORT_RECORD_PREFIX}${user}/expenses/${String(id)}`],
      isCopy: (copy) => v.is(VehicleExpenseListSchema, copy),
      origin: true,
      staleTime: 30_000,
    }),
  /** A vehicle's running cost month by month. */
  runningCost: (user: string, id: number) =>
    deviceBacked({
      queryKey: transportKeys.runningCost(user, id),
      fetch: async () =>
        v.parse(RunningCostSchema, await appApi.get(`transport/vehicles/${String(id)}/running-cost`).json()),
      table: 'lookups',
      record: [`${TRANSPORT_RECORD_PREFIX}${user}/running-cost/${String(id)}`],
      isCopy: (copy) => v.is(RunningCostSchema, copy),
      origin: true,
      staleTime: 30_000,
    }),
};

export const addVehicle = async (body: VehicleInput) =>
  v.parse(VehicleSavedSchema, await appApi.post('transport/vehicles', { json: body }).json());

export const renewDocument = async (id: number, document: VehicleDocument, body: VehicleDocumentInput) =>
  v.parse(
    VehicleSavedSchema,
    await appApi.put(`transport/vehicles/${String(id)}/documents/${document}`, { json: body }).json(),
  );

export const addExpense = async (id: number, body: VehicleExpenseInput) =>
  v.parse(
    VehicleExpenseSavedSchema,
    await appApi.post(`transport/vehicles/${String(id)}/expenses`, { json: body }).json(),
  );
