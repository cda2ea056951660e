import type { MenuLink } from '../menus/menu-links';

/** The Administration menu's Vendor Payments section (menu-tree.ts). */
export const VENDORS_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'Vendor Payments',
    to: '/app/Accounts/Vendor Payments',
    api: 'GET /api/app/vendor-bills',
    hint: /*i18n*/ 'Bills by status, booking a bill, paying it by transfer or cheque with TDS',
  },
  {
    label: /*i18n*/ 'Bills to Approve',
    to: '/app/Accounts/Bills to Approve',
    api: 'GET /api/app/vendor-bills/waiting',
    hint: /*i18n*/ 'Bills waiting for your approval: the accounts officer, and the principal above the limit',
  },
  {
    label: /*i18n*/ 'Vendors',
    to: '/app/Accounts/Vendors',
    api: 'GET /api/app/vendors',
    hint: /*i18n*/ 'GSTIN, PAN, bank account and TDS; heads of account; the approval limit',
  },
  {
    label: /*i18n*/ 'Vendor Ledger',
    to: '/app/Accounts/Vendor Ledger',
    api: 'GET /api/app/vendors/:id/ledger',
    hint: /*i18n*/ "Each vendor's bills, payments and TDS with the balance; Excel",
  },
];
