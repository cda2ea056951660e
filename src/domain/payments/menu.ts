import type { MenuLink } from '../menus/menu-links';

/** The Administration menu's Fee Accounts section (menu-tree.ts). */
export const PAYMENTS_FEE_ACCOUNTS_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'Payment Gateway Keys',
    to: '/paymentGatewayKeyMaintenance',
    api: 'GET /api/app/getPaymentGatewayKeyMaintenance',
    hint: /*i18n*/ 'Shop id and key per fee type',
  },
  {
    label: /*i18n*/ 'Fee Collection',
    to: '/app/Accounts/Fee Collection',
    api: 'POST /api/app/counter/collect',
    hint: /*i18n*/ 'Take fees at the desk: cash, cheque, DD, UPI or card, with the receipt',
  },
  {
    label: /*i18n*/ 'Cashier Day',
    to: '/app/Accounts/Cashier Day',
    api: 'GET /api/app/counter/day',
    hint: /*i18n*/ 'Your collection by mode, handing it over, and the officer confirming days and cancellations',
  },
  {
    label: /*i18n*/ 'Fee Structures',
    to: '/app/Accounts/Fee Structures',
    api: 'GET /api/app/fee-structures',
    hint: /*i18n*/ 'Heads, due dates, late fines and instalments; applied to each student once',
  },
  {
    label: /*i18n*/ 'Fee Defaulters',
    to: '/app/Accounts/Defaulters',
    api: 'GET /api/app/fee-defaulters',
    hint: /*i18n*/ 'Dues past their due date by batch and branch; e-mail or SMS reminders and letters',
  },
  {
    label: /*i18n*/ 'Scholarship and Waiver',
    to: '/app/Accounts/Scholarships',
    api: 'GET /api/app/concessions',
    hint: /*i18n*/ "Concessions approved by a second person, the state's fee reimbursement, late fine waivers",
  },
  {
    label: /*i18n*/ 'Day Book',
    to: '/app/Accounts/Day Book',
    api: 'GET /api/app/day-book',
    hint: /*i18n*/ 'Every rupee in and out by day, head, mode and cashier; Excel and Tally',
  },
  {
    label: /*i18n*/ 'Fee Ledger',
    to: '/app/Accounts/Fee Ledger',
    api: 'GET /api/app/getFeeLedger',
    hint: /*i18n*/ 'Payments, totals, daily collection, Excel, reconciliation and refunds',
  },
];

/** My Account's Fees section (menu-tree.ts): what a student or parent pays. */
export const PAYMENTS_FEES_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'Online Fee Payment',
    to: '/app/Student/Fee Payment',
    api: 'POST /api/app/payFee',
    hint: /*i18n*/ 'What is due (a parent: each linked child), pay it, receipts',
  },
  {
    label: /*i18n*/ 'Payment History',
    to: '/app/Student/Payment History',
    hint: /*i18n*/ 'Your payments and receipts',
  },
];
