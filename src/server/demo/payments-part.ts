import { DEMO_GATEWAY_KEYS_SECRET, seedDemoGatewayKeys } from '../gateway/gateway-keys';
import type { DemoPart } from './demo-part';
import { seedFeeAccounts } from './fee-payments';
import { seedDemoFeeStructure } from './fee-structure';
import { seedFees } from './fees-and-applicants';
import { seedPaidDues } from './paid-dues';

/**
 * The demo college's payments part: the sandbox gateway keys, the fee types and structures, then (as the options
 * ask) the batch's paid tuition and the payment history with its receipts, and a fee structure not yet applied; fees
 * before what pays them.
 */
export const paymentsDemo: DemoPart = {
  name: 'payments',
  order: 50,
  async seed(tx, { options, batch, demoRoll }) {
    await seedDemoGatewayKeys(tx, options.gatewayKeysSecret ?? DEMO_GATEWAY_KEYS_SECRET);
    await seedFees(tx, batch.shift);
    if (options.paidDues) await seedPaidDues(tx, batch, options.paidDues.now);
    if (options.paymentHistory !== false) {
      await seedFeeAccounts(tx, demoRoll);
      await seedDemoFeeStructure(tx, batch);
    }
  },
};
