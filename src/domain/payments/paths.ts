/**
 * The payments module's addresses: fee accounts, the student's Pay screen, the applicant's self payment and the four
 * payment result pages. Strings only; APP_PATHS (src/domain/routes/app-paths.ts) is the union of the modules'
 * addresses.
 */
export const PAYMENTS_PATHS = {
  paymentGatewayKeyMaintenance: '/paymentGatewayKeyMaintenance',
  feeLedger: '/app/Accounts/Fee Ledger',
  feeCollection: '/app/Accounts/Fee Collection',
  cashierDay: '/app/Accounts/Cashier Day',
  feeStructures: '/app/Accounts/Fee Structures',
  dayBook: '/app/Accounts/Day Book',
  feeDefaulters: '/app/Accounts/Defaulters',
  scholarships: '/app/Accounts/Scholarships',
  paymentHistory: '/app/Student/Payment History',
  feePayment: '/app/Student/Fee Payment',
  selfPayment: '/selfPayment',
  feePaymentStatus: '/lyra/payment/status',
  misFeePaymentStatus: '/lyra/misFeepayment/status',
  examFeePaymentStatus: '/lyra/examFeepayment/status',
  selfPaymentStatus: '/lyra/selfPayment/status',
} as const;
