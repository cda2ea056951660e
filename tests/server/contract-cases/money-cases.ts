import { ROLL_PREFIX } from '../../support/demo-rolls';
import type { ContractCase } from './contract-case';

/** Payments and admissions: the reads a demo user can make, and writes that change nothing other cases read. */
export const moneyCases: ContractCase[] = [
  { user: 'accountant', method: 'GET', path: '/api/app/getFeeLedger' },
  { user: 'accountant', method: 'GET', path: '/api/app/getFeeLedger?status=PAID' },
  { user: 'accountant', method: 'GET', path: '/api/app/getFeeRefunds?paymentId=1' },
  { user: 'student', method: 'GET', path: '/api/app/getFeesToAllot' },
  { user: 'student', method: 'GET', path: '/api/app/getStudentsFeePaymentDetails' },
  { user: 'student', method: 'GET', path: '/api/app/getFeePaymentHistory' },
  { user: 'parent', method: 'GET', path: '/api/app/getLinkedStudentsFeeDetails' },
  { user: 'feepayments', method: 'GET', path: `/api/app/counter/students?q=${ROLL_PREFIX}` },
  { user: 'feepayments', method: 'GET', path: '/api/app/counter/students/1' },
  { user: 'feepayments', method: 'GET', path: '/api/app/counter/day' },
  { user: 'accountants_officer', method: 'GET', path: '/api/app/counter/days' },
  { user: 'accountants_officer', method: 'GET', path: '/api/app/counter/cancellations' },
  { user: 'accountant', method: 'GET', path: '/api/app/fee-structures' },
  { user: 'accountant', method: 'GET', path: '/api/app/fee-structures/options' },
  { user: 'accountant', method: 'GET', path: '/api/app/fee-defaulters' },
  { user: 'accountants_officer', method: 'GET', path: '/api/app/fee-defaulters?batchId=1' },
  // A student who owes nothing overdue is skipped: nothing is sent and nothing changes.
  {
    user: 'accountant',
    method: 'POST',
    path: '/api/app/fee-defaulters/remind',
    json: { studentIds: [999999], channel: 'mail' },
  },
  { user: 'admin', method: 'GET', path: '/api/app/getNormalData' },
  { user: 'admin', method: 'GET', path: '/api/app/getAdmissionsDashboard' },
  { user: 'admin', method: 'GET', path: '/api/app/getApplicationFormData' },
  { user: 'admin', method: 'POST', path: '/api/app/searchAdmissions', json: { limit: 5, offset: 0 } },
];
