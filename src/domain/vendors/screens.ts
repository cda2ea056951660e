import type { Access } from '../auth/access';
import { APP_PATHS } from '../routes/app-paths';
import { BILL_APPROVER_ROLES, VENDOR_KEEPER_ROLES } from './access';

/** Who may open each of the vendor payments screens, by address (a line each of screen-access.ts). */
export const VENDORS_SCREENS: Readonly<Record<string, Access>> = {
  [APP_PATHS.vendorPayments]: VENDOR_KEEPER_ROLES,
  [APP_PATHS.vendors]: VENDOR_KEEPER_ROLES,
  [APP_PATHS.vendorLedger]: VENDOR_KEEPER_ROLES,
  [APP_PATHS.billsToApprove]: BILL_APPROVER_ROLES,
};
