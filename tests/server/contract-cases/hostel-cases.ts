import type { ContractCase } from './contract-case';

/**
 * The hostel: the blocks, room types and rooms the incharge keeps, occupancy the administrator reads, a student's
 * application, the year's fees and rules, allotment, and refusals.
 */
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
  { user: 'student', method: 'GET', path: '/api/app/hostel/applications/mine' },
  {
    user: 'student',
    method: 'POST',
    path: '/api/app/hostel/applications',
    json: { preferences: [1], anyRoomType: true, reason: 'Home is 120 km away', distanceKm: 120 },
    status: 201,
  },
  {
    user: 'student',
    method: 'POST',
    path: '/api/app/hostel/applications',
    json: { preferences: [], anyRoomType: true, reason: 'Home is 120 km away', distanceKm: 120 },
    status: 409,
  },
  { user: 'hostel_incharge', method: 'GET', path: '/api/app/hostel/applications?status=APPLIED' },
  { user: 'hostel_incharge', method: 'GET', path: '/api/app/hostel/applications/expected' },
  { user: 'hostel_incharge', method: 'GET', path: '/api/app/hostel/room-fees' },
  {
    user: 'hostel_incharge',
    method: 'PUT',
    path: '/api/app/hostel/room-fees',
    json: { academicYear: '2026-2027', fees: [{ roomTypeId: 1, feePaise: 4_000_000 }] },
  },
  { user: 'hostel_incharge', method: 'GET', path: '/api/app/hostel/allotment-rules?year=2026-2027' },
  {
    user: 'hostel_incharge',
    method: 'PUT',
    path: '/api/app/hostel/allotment-rules',
    json: {
      academicYear: '2027-2028',
      minDistanceKm: 10,
      priority: [{ by: 'distance', descending: true }],
      reserved: { SC: 0.15, ST: 0.06 },
    },
  },
  { user: 'hostel_incharge', method: 'POST', path: '/api/app/hostel/allotment/preview', json: {} },
  {
    user: 'hostel_incharge',
    method: 'POST',
    path: '/api/app/hostel/allotment/apply',
    json: { fingerprint: '0'.repeat(64) },
    status: 409,
  },
  {
    user: 'hostel_incharge',
    method: 'PATCH',
    path: '/api/app/hostel/applications/999999',
    json: { distanceKm: 10 },
    status: 404,
  },
  {
    user: 'hostel_incharge',
    method: 'POST',
    path: '/api/app/hostel/applications/999999/allot',
    json: { bedId: 1 },
    status: 404,
  },
  { user: 'student', method: 'POST', path: '/api/app/hostel/applications/mine/withdraw', json: {} },
  { user: 'student', method: 'POST', path: '/api/app/hostel/applications/mine/withdraw', json: {}, status: 404 },
];
