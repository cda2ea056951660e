import { createRoute, lazyRouteComponent, useLocation } from '@tanstack/react-router';
import type { PaymentFlow } from '../../domain/payments/flows';
import { paymentReturnIn } from '../../domain/payments/return-params';
import { startScreenData } from '../lib/route-data';
import { rootRoute } from './root-route';
import { publicRoute, signedInRoute } from './screen-route';
import { startSignedInFrameData } from './signed-in-frame-data';
import { PAYMENTS_PATHS } from '../../domain/payments/paths';
import type { AppModule } from './app-module';
import { withCatalogue } from '../i18n/app-i18n';

const ResultScreen = lazyRouteComponent(
  withCatalogue('payments', () => import('../features/payments/payment-result-screen')),
  'PaymentResultScreen',
);

/** The student's Pay screen (signed-in; the screen itself checks the Student role). */
export const feePaymentRoute = signedInRoute(
  PAYMENTS_PATHS.feePayment,
  withCatalogue('payments', () => import('../features/payments/fee-payment-screen')),
  'FeePaymentScreen',
  // The student's fees, with the screen's code (imported here so the entry stays as small as before).
  ({ context }) =>
    Promise.all([
      startSignedInFrameData(context),
      import('../features/payments/fee-payment-queries').then((m) =>
        startScreenData(context.queryClient, m.myFeeDetailsQuery()),
      ),
    ]),
);

/** New-admission self payment: public (applicants have no account). */
export const selfPaymentRoute = publicRoute(
  PAYMENTS_PATHS.selfPayment,
  withCatalogue('payments', () => import('../features/payments/self-payment-screen')),
  'SelfPaymentScreen',
);

// §2 payment result pages: public (the payer may come back with an expired session). The gateway's return
// parameters are read from the router's raw query string, as the gateway wrote them (see paymentReturnIn).
const resultRoute = (path: string, flow: PaymentFlow) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: function PaymentResultRoute() {
      const searchStr = useLocation({ select: (location) => location.searchStr });
      return <ResultScreen flow={flow} returned={paymentReturnIn(searchStr)} />;
    },
  });

export const feePaymentStatusRoute = resultRoute(PAYMENTS_PATHS.feePaymentStatus, 'general');
export const misFeePaymentStatusRoute = resultRoute(PAYMENTS_PATHS.misFeePaymentStatus, 'miscellaneous');
export const examFeePaymentStatusRoute = resultRoute(PAYMENTS_PATHS.examFeePaymentStatus, 'exam');
export const selfPaymentStatusRoute = resultRoute(PAYMENTS_PATHS.selfPaymentStatus, 'newAdmission');

/** §2 /paymentGatewayKeyMaintenance: shop id and key per fee type (administrators and the accounts officer). */
export const gatewayKeysRoute = signedInRoute(
  PAYMENTS_PATHS.paymentGatewayKeyMaintenance,
  withCatalogue('payments', () => import('../features/payments/gateway-keys-screen')),
  'GatewayKeysScreen',
);

/** The fee ledger of the accountant roles and the fee payments desk. */
export const feeLedgerRoute = signedInRoute(
  PAYMENTS_PATHS.feeLedger,
  withCatalogue('payments', () => import('../features/payments/ledger-screen')),
  'FeeLedgerScreen',
);

/** The fee desk: find a student, take their fees, print the receipt (fee payments desk and accountants). */
export const feeCollectionRoute = signedInRoute(
  PAYMENTS_PATHS.feeCollection,
  withCatalogue('payments', () => import('../features/payments/counter-screen')),
  'FeeCollectionScreen',
);

/** A cashier's day, handing it over; the accounts officer's confirmations and cancellations. */
export const cashierDayRoute = signedInRoute(
  PAYMENTS_PATHS.cashierDay,
  withCatalogue('payments', () => import('../features/payments/cashier-day-screen')),
  'CashierDayScreen',
);

/** Students with dues past their due date, their reminders and letters (the accountant roles). */
export const feeDefaultersRoute = signedInRoute(
  PAYMENTS_PATHS.feeDefaulters,
  withCatalogue('payments', () => import('../features/payments/defaulters-screen')),
  'FeeDefaultersScreen',
);

/** Fee structures and applying them (the accountant roles); the screen reads its ?edit= from the address. */
export const feeStructuresRoute = signedInRoute(
  PAYMENTS_PATHS.feeStructures,
  withCatalogue('payments', () => import('../features/payments/fee-plans-route')),
  'FeeStructuresRoute',
);

/** Scholarship and waiver (the accountant roles): the tab, status and year are the address's. */
export const scholarshipsRoute = signedInRoute(
  PAYMENTS_PATHS.scholarships,
  withCatalogue('payments', () => import('../features/payments/scholarships-route')),
  'ScholarshipsRoute',
);

/** The day book and its exports (accountant roles and the fee payments desk); its query is the address's. */
export const dayBookRoute = signedInRoute(
  PAYMENTS_PATHS.dayBook,
  withCatalogue('payments', () => import('../features/payments/day-book-route')),
  'DayBookRoute',
);

/** A student's own payments and receipts (persisted on the device once seen). */
export const paymentHistoryRoute = signedInRoute(
  PAYMENTS_PATHS.paymentHistory,
  withCatalogue('payments', () => import('../features/payments/payment-history-screen')),
  'PaymentHistoryScreen',
);

/** The payments module's app side (src/app/routes/app-modules.ts): its routes. */
export const PAYMENTS_APP_MODULE = {
  routes: [
    gatewayKeysRoute,
    feeLedgerRoute,
    feeCollectionRoute,
    cashierDayRoute,
    feeStructuresRoute,
    dayBookRoute,
    feeDefaultersRoute,
    scholarshipsRoute,
    paymentHistoryRoute,
    feePaymentRoute,
    selfPaymentRoute,
    feePaymentStatusRoute,
    misFeePaymentStatusRoute,
    examFeePaymentStatusRoute,
    selfPaymentStatusRoute,
  ],
} satisfies AppModule;
