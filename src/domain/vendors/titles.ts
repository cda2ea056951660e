import { APP_PATHS } from '../routes/app-paths';

/** The titles of the vendor payments screens, by address: their page headings (screen-titles.ts). */
export const VENDORS_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.vendorPayments]: /*i18n*/ 'Vendor Payments',
  [APP_PATHS.vendors]: /*i18n*/ 'Vendors',
  [APP_PATHS.vendorLedger]: /*i18n*/ 'Vendor Ledger',
  [APP_PATHS.billsToApprove]: /*i18n*/ 'Bills to Approve',
};
