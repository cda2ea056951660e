import type { MenuLink } from '../menus/menu-links';

/** The Administration menu's Fee Accounts section (menu-tree.ts). */
export const PAYMENTS_FEE_ACCOUNTS_MENU: readonly MenuLink[] = [
  {
    label: 'Payment Gateway Keys',
    to: '/paymentGatewayKeyMaintenance',
    api: 'GET /api/app/getPaymentGatewayKeyMaintenance',
    hint: 'Shop id and key per fee type',
  },
  {
    label: 'Fee Ledger',
    to: '/app/Accounts/Fee Ledger',
    api: 'GET /api/app/getFeeLedger',
    hint: 'Payments, totals, daily collection, Excel, reconciliation and refunds',
  },
];

/** My Account's Fees section (menu-tree.ts): what a student or parent pays. */
export const PAYMENTS_FEES_MENU: readonly MenuLink[] = [
  {
    label: 'Online Fee Payment',
    to: '/app/Student/Fee Payment',
    api: 'POST /api/app/payFee',
    hint: 'What is due (a parent: each linked child), pay it, receipts',
  },
  {
    label: 'Payment History',
    to: '/app/Student/Payment History',
    hint: 'Your payments and receipts',
  },
];
