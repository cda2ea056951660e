import type { ContractCase } from './contract-case';

/** The fee structure template, and scholarship and waiver: the lists of the demo college, and refusals that change nothing. */
export const concessionsCases: ContractCase[] = [
  { user: 'accountant', method: 'GET', path: '/api/app/fee-structures/template' },
  { user: 'accountant', method: 'GET', path: '/api/app/concessions' },
  { user: 'accountants_officer', method: 'GET', path: '/api/app/concessions?status=APPROVED' },
  { user: 'accountant', method: 'GET', path: '/api/app/reimbursements' },
  { user: 'accountant', method: 'GET', path: '/api/app/reimbursements?academicYear=2026-27' },
  { user: 'accountants_officer', method: 'GET', path: '/api/app/fee-waivers' },
  // A percentage above 100 is refused before anything is saved.
  {
    user: 'accountant',
    method: 'POST',
    path: '/api/app/concessions',
    json: {
      name: 'Too generous',
      kind: 'PERCENT',
      value: '150',
      feeType: 'TUITION FEE',
      semester: null,
      rollNo: 'X1',
      category: '',
      batchId: null,
      reason: 'A percentage past the whole fee',
    },
    status: 400,
  },
  {
    user: 'accountants_officer',
    method: 'POST',
    path: '/api/app/concessions/999999/decision',
    json: { decision: 'APPROVE', note: '' },
    status: 404,
  },
  {
    user: 'accountant',
    method: 'POST',
    path: '/api/app/reimbursements',
    json: {
      rollNo: 'NOSUCHROLL',
      academicYear: '2026-27',
      yearOfStudy: 1,
      feeType: 'TUITION FEE',
      scheme: 'Post-matric scholarship',
      expected: '1000',
    },
    status: 404,
  },
  {
    user: 'accountant',
    method: 'POST',
    path: '/api/app/reimbursements/999999/receipts',
    json: { amount: '100', receivedOn: '2026-01-01', reference: '' },
    status: 404,
  },
  { user: 'accountant', method: 'POST', path: '/api/app/reimbursements/999999/close', json: {}, status: 404 },
  {
    user: 'accountants_officer',
    method: 'POST',
    path: '/api/app/fee-waivers',
    json: { studentId: 1, structureId: 999999, amount: '100', reason: 'No such due to waive' },
    status: 404,
  },
];
