import type { ContractCase } from './contract-case';

/** Vendor payments: the reads of the demo's vendors, bills and ledgers, and refusals that change nothing. */
export const vendorsCases: ContractCase[] = [
  { user: 'accountant', method: 'GET', path: '/api/app/vendors' },
  { user: 'accountant', method: 'GET', path: '/api/app/vendor-bills' },
  { user: 'accountant', method: 'GET', path: '/api/app/vendor-bills?status=PART_PAID' },
  { user: 'accountants_officer', method: 'GET', path: '/api/app/vendor-bills/waiting' },
  { user: 'principal', method: 'GET', path: '/api/app/vendor-bills/waiting' },
  { user: 'accountant', method: 'GET', path: '/api/app/vendors/2/ledger' },
  // A vendor whose GSTIN has a wrong check character is refused, and nothing is saved.
  {
    user: 'accountant',
    method: 'POST',
    path: '/api/app/vendors',
    json: {
      name: 'Wrong Check',
      gstin: '27AAPFU0939F1ZW',
      pan: '',
      address: 'Pune',
      contactName: '',
      phone: '',
      email: '',
      bankAccount: '123456789012',
      ifsc: 'SBIN0001234',
      bankName: 'SBI',
      tdsSection: '',
      tdsRate: '',
      active: true,
    },
    status: 400,
  },
  // Paying a bill that is not approved (the demo's submitted bill) is refused.
  {
    user: 'accountant',
    method: 'POST',
    path: '/api/app/vendor-bills/5/payments',
    json: {
      amount: '100',
      deductTds: false,
      mode: 'CHEQUE',
      reference: '123456',
      bank: 'SBI',
      chequeDate: '2026-11-20',
    },
    status: 409,
  },
];
