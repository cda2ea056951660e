import { APP_PATHS } from '../routes/app-paths';

/** The titles of the payments module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const PAYMENTS_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.paymentGatewayKeyMaintenance]: /*i18n*/ 'Payment Gateway Key Maintenance',
  [APP_PATHS.feeLedger]: /*i18n*/ 'Fee Ledger',
  [APP_PATHS.feeCollection]: /*i18n*/ 'Fee Collection',
  [APP_PATHS.cashierDay]: /*i18n*/ 'Cashier Day',
  [APP_PATHS.feeStructures]: /*i18n*/ 'Fee Structures',
  [APP_PATHS.dayBook]: /*i18n*/ 'Day Book',
  [APP_PATHS.feeDefaulters]: /*i18n*/ 'Fee Defaulters',
  [APP_PATHS.scholarships]: /*i18n*/ 'Scholarship and Waiver',
  [APP_PATHS.feePayment]: /*i18n*/ 'Online Fee Payment',
  [APP_PATHS.paymentHistory]: /*i18n*/ 'Payment History',
};
