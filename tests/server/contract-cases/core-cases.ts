import type { ContractCase } from './contract-case';

/**
 * The core calls and the core group's modules (alumni, auth, calendar, dashboards, home, leave, maintenance, memos,
 * parents, tools, result-analysis, reports, setup): reads only, so the order of other files does not matter.
 */
export const coreCases: readonly ContractCase[] = [
  { user: null, method: 'GET', path: '/api/health' },
  { user: null, method: 'GET', path: '/api/docs' },
  { user: null, method: 'GET', path: '/api/app/getMaintenanceStatus' },
  { user: null, method: 'GET', path: '/api/app/getDecryptedValue?content=Campus&type=encrypt' },
  { user: 'admin', method: 'GET', path: '/api/app/calendar' },
  { user: 'admin', method: 'GET', path: '/api/app/calendar?month=2026-06' },
  { user: 'admin', method: 'GET', path: '/api/app/calendar?month=June', status: 400 },
  { user: 'admin', method: 'GET', path: '/api/app/getDashboard' },
  { user: 'hod', method: 'GET', path: '/api/app/getDashboard' },
  { user: 'admin', method: 'GET', path: '/api/app/getNotifications' },
  { user: 'student', method: 'GET', path: '/api/app/getOwnResults' },
  { user: 'student', method: 'GET', path: '/api/app/getNotifications' },
  { user: 'principal', method: 'GET', path: '/api/app/reports/money' },
  { user: 'chairman', method: 'GET', path: '/api/app/reports/money?year=2025-2026' },
  { user: 'principal', method: 'GET', path: '/api/app/reports/admissions' },
  { user: 'dean', method: 'GET', path: '/api/app/reports/attendance?term=odd' },
  { user: 'correspondence', method: 'GET', path: '/api/app/reports/results' },
  { user: 'principal', method: 'GET', path: '/api/app/reports/results?exam=No%20such%20exam', status: 404 },
  { user: 'principal', method: 'GET', path: '/api/app/reports/money?year=2026', status: 400 },
  { user: 'administration', method: 'GET', path: '/api/app/reports/admissions/excel' },
  { user: 'principal', method: 'GET', path: '/api/app/reports/attendance/pdf' },
  { user: 'accountant', method: 'GET', path: '/api/app/reports/money', status: 403 },
];
