import type { AppModule } from './app-module';
import { withCatalogue } from '../i18n/app-i18n';
import { signedInRoute } from './screen-route';
import { VENDORS_PATHS } from '../../domain/vendors/paths';

/** Vendor payments: the bills by status (?status=), booking and paying them (accountant roles). */
export const vendorPaymentsRoute = signedInRoute(
  VENDORS_PATHS.vendorPayments,
  withCatalogue('vendors', () => import('../features/vendors/vendor-payments-route')),
  'VendorPaymentsRoute',
);

/** Vendors, heads of account and the principal's approval limit. */
export const vendorsRoute = signedInRoute(
  VENDORS_PATHS.vendors,
  withCatalogue('vendors', () => import('../features/vendors/vendors-screen')),
  'VendorsScreen',
);

/** Each vendor's ledger (?vendor=) with its Excel. */
export const vendorLedgerRoute = signedInRoute(
  VENDORS_PATHS.vendorLedger,
  withCatalogue('vendors', () => import('../features/vendors/vendor-ledger-route')),
  'VendorLedgerRoute',
);

/** The bills waiting for the accounts officer's or the principal's approval. */
export const billsToApproveRoute = signedInRoute(
  VENDORS_PATHS.billsToApprove,
  withCatalogue('vendors', () => import('../features/vendors/bills-to-approve-screen')),
  'BillsToApproveScreen',
);

/** The vendors module's app side (src/app/routes/app-modules.ts): its routes, in the route tree's order. */
export const VENDORS_APP_MODULE = {
  routes: [vendorPaymentsRoute, vendorsRoute, vendorLedgerRoute, billsToApproveRoute],
} satisfies AppModule;
