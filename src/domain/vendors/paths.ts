/**
 * The vendor payments module's addresses: read by its routes and spread into APP_PATHS
 * (src/domain/routes/app-paths.ts); nothing here but the strings.
 */
export const VENDORS_PATHS = {
  vendorPayments: '/app/Accounts/Vendor Payments',
  vendors: '/app/Accounts/Vendors',
  vendorLedger: '/app/Accounts/Vendor Ledger',
  billsToApprove: '/app/Accounts/Bills to Approve',
} as const;
