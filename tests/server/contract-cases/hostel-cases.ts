import type { ContractCase } from './contract-case';

/** The hostel: the blocks, room types and rooms the incharge keeps, occupancy the administrator reads, refusals. */
export const hostelCases: ContractCase[] = [
  {
    user: 'hostel_incharge',
    method: 'POST',
    path: '/api/app/hostel/room-types',
    json: { name: 'Contract double, non-AC', beds: 2, ac: false },
    status: 201,
  },
  {
    user: 'hostel_incharge',
    method: 'POST',
    path: '/api/app/hostel/buildings',
    json: { name: 'Contract Block', gender: 'FEMALE', floors: 2, warden: 'P. Lakshmi' },
    status: 201,
  },
  { user: 'hostel_incharge', method: 'GET', path: '/api/app/hostel/room-types' },
  { user: 'admin', method: 'GET', path: '/api/app/hostel/buildings' },
  { user: 'hostel_incharge', method: 'GET', path: '/api/app/hostel/buildings/1/grid' },
  {
    user: 'hostel_incharge',
    method: 'POST',
    path: '/api/app/hostel/buildings/1/rooms',
    json: { floor: 0, firstNumber: 'C-01', count: 2, roomTypeId: 1 },
    status: 201,
  },
  {
    user: 'hostel_incharge',
    method: 'POST',
    path: '/api/app/hostel/buildings',
    json: { name: 'Contract Block', gender: 'FEMALE', floors: 2 },
    status: 409,
  },
  {
    user: 'hostel_incharge',
    method: 'POST',
    path: '/api/app/hostel/buildings/1/rooms',
    json: { floor: 9, firstNumber: 'C-09', count: 1, roomTypeId: 1 },
    status: 422,
  },
  { user: 'hostel_incharge', method: 'GET', path: '/api/app/hostel/buildings/999999/grid', status: 404 },
];
