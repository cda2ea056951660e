import type { ContractCase } from './contract-case';

/** The transport: the vehicles, documents and expenses the incharge keeps, what the readers read, refusals. */
const crew = { kind: 'BUS', seats: 48, driverName: 'Contract Driver', driverLicence: 'TS09 2015 0054321' };

export const transportCases: ContractCase[] = [
  { user: 'admin', method: 'GET', path: '/api/app/transport/vehicles' },
  {
    user: 'transportation_incharge',
    method: 'POST',
    path: '/api/app/transport/vehicles',
    json: {
      registration: 'TS 15 CT 9001',
      ...crew,
      documents: [{ document: 'PERMIT', number: 'PERMIT/CT/1', validUntil: '2027-03-31' }],
    },
    status: 201,
  },
  { user: 'principal', method: 'GET', path: '/api/app/transport/vehicles/1' },
  {
    user: 'transportation_incharge',
    method: 'PUT',
    path: '/api/app/transport/vehicles/1',
    json: { registration: 'TS07UA1234', ...crew, attendantName: 'Contract Attendant' },
  },
  {
    user: 'transportation_incharge',
    method: 'PUT',
    path: '/api/app/transport/vehicles/1/documents/INSURANCE',
    json: { number: 'INS/CT/2027', validUntil: '2027-12-31' },
  },
  { user: 'admin', method: 'GET', path: '/api/app/transport/documents/due' },
  { user: 'transportation_incharge', method: 'POST', path: '/api/app/transport/documents/remind' },
  { user: 'transportation_incharge', method: 'GET', path: '/api/app/transport/vehicles/1/expenses' },
  {
    user: 'transportation_incharge',
    method: 'POST',
    path: '/api/app/transport/vehicles/1/expenses',
    json: { kind: 'REPAIR', day: '2026-01-15', amountPaise: 450_000, note: 'Brake linings' },
    status: 201,
  },
  {
    user: 'transportation_incharge',
    method: 'POST',
    path: '/api/app/transport/vehicles/1/expenses',
    json: { kind: 'FUEL', day: '2026-01-15', amountPaise: 920_000, fuelMillilitres: 100_000, odometerKm: 9_999_999 },
    status: 422,
  },
  { user: 'principal', method: 'GET', path: '/api/app/transport/vehicles/1/running-cost' },
  {
    user: 'transportation_incharge',
    method: 'POST',
    path: '/api/app/transport/vehicles',
    json: { registration: 'ts-07-ua-1234', ...crew },
    status: 409,
  },
  {
    user: 'transportation_incharge',
    method: 'POST',
    path: '/api/app/transport/vehicles',
    json: { registration: 'XX 1 A 1', ...crew },
    status: 400,
  },
  { user: 'admin', method: 'GET', path: '/api/app/transport/vehicles/999999/running-cost', status: 404 },
];
