import { APP_PATHS } from '../routes/app-paths';

/** The titles of the payments module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const PAYMENTS_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.paymentGatewayKeyMaintenance]: 'Payment Gateway Key Maintenance',
  [APP_PATHS.feeLedger]: 'Fee Ledger',
  [APP_PATHS.feePayment]: 'Online Fee Payment',
  [APP_PATHS.paymentHistory]: 'Payment History',
};
