import { PARENT_ROLES, type Access } from '../auth/access';
import { APP_PATHS } from '../routes/app-paths';
import {
  CONCESSION_ROLES,
  COUNTER_ROLES,
  DEFAULTER_ROLES,
  FEE_PAYER_ROLES,
  FEE_STRUCTURE_ROLES,
  GATEWAY_KEY_ROLES,
  LEDGER_ROLES,
  PAYER_ROLES,
} from './access';

/** Who may open each of the payments module's screens, by address (a line each of screen-access.ts). */
export const PAYMENTS_SCREENS: Readonly<Record<string, Access>> = {
  [APP_PATHS.paymentGatewayKeyMaintenance]: GATEWAY_KEY_ROLES,
  [APP_PATHS.feeLedger]: LEDGER_ROLES,
  // The fee desk and each cashier's own day (the officer's confirmations are on the same screen).
  [APP_PATHS.feeCollection]: COUNTER_ROLES,
  [APP_PATHS.cashierDay]: COUNTER_ROLES,
  [APP_PATHS.feeStructures]: FEE_STRUCTURE_ROLES,
  [APP_PATHS.dayBook]: LEDGER_ROLES,
  [APP_PATHS.feeDefaulters]: DEFAULTER_ROLES,
  [APP_PATHS.scholarships]: CONCESSION_ROLES,
  // Students pay their own fees; parents their linked children's.
  [APP_PATHS.feePayment]: [...FEE_PAYER_ROLES, ...PARENT_ROLES],
  [APP_PATHS.paymentHistory]: PAYER_ROLES,
};
