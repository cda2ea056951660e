import type { ContractCase } from './contract-case';

/**
 * The core calls and the core group's modules (alumni, auth, calendar, dashboards, home, leave, maintenance, memos,
 * parents, tools, result-analysis, setup): reads only, so the order of other files does not matter.
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
];
