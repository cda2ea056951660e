import { Hono } from 'hono';
import { BILL_APPROVER_ROLES, VENDOR_KEEPER_ROLES, VENDOR_SETTINGS_ROLES } from '../../../domain/vendors/access';
import type { AppEnv } from '../../auth/session-user';
import { vendorsDemo } from '../../demo/vendors';
import type { ServerModule } from '../server-module';
import { billRoutes } from './bill-routes';
import { billStore } from './bill-store';
import { ledgerStore } from './ledger-store';
import { vendorsOperations } from './operations';
import { paymentStore } from './payment-store';
import { vendorRoutes } from './vendor-routes';
import { vendorStore } from './vendor-store';

/** Vendor payments: vendors, heads of account, bills and their approval, payments with TDS, each vendor's ledger. */
export const vendorsModule: ServerModule = {
  name: 'vendors',
  mount: '/app',
  demo: vendorsDemo,
  permissions: {
    // The accountant roles keep vendors and heads and book and pay bills.
    'GET /api/app/vendors': VENDOR_KEEPER_ROLES,
    'POST /api/app/vendors': VENDOR_KEEPER_ROLES,
    'PUT /api/app/vendors/:id': VENDOR_KEEPER_ROLES,
    'POST /api/app/vendor-heads': VENDOR_KEEPER_ROLES,
    'PUT /api/app/vendor-settings': VENDOR_SETTINGS_ROLES,
    'GET /api/app/vendors/:id/ledger': VENDOR_KEEPER_ROLES,
    'GET /api/app/vendors/:id/ledger/excel': VENDOR_KEEPER_ROLES,
    'GET /api/app/vendor-bills': VENDOR_KEEPER_ROLES,
    'POST /api/app/vendor-bills': VENDOR_KEEPER_ROLES,
    'POST /api/app/vendor-bills/:id/payments': VENDOR_KEEPER_ROLES,
    // The accounts officer approves; the principal too above the limit (the handler checks the step and the maker).
    'GET /api/app/vendor-bills/waiting': BILL_APPROVER_ROLES,
    'POST /api/app/vendor-bills/:id/decision': BILL_APPROVER_ROLES,
  },
  operations: vendorsOperations,
  build: ({ scoped, clock }) => {
    const { db } = scoped;
    const transaction = <T>(work: () => Promise<T>) => scoped.transaction(() => work());
    const vendors = vendorStore(db, transaction);
    const bills = billStore(db, transaction);
    return {
      router: new Hono<AppEnv>()
        .route('/', vendorRoutes(vendors, ledgerStore(db, vendors), clock))
        .route('/', billRoutes(bills, paymentStore(db, transaction), vendors, clock)),
    };
  },
};
