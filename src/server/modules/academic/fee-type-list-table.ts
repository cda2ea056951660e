import type { ListKind } from '../../../domain/academic/list-descriptor';
import {
  feeConcessions,
  feePaymentOrders,
  feePlanHeads,
  feeReimbursements,
  feeStructures,
  feeTypes,
  paymentGatewayKeys,
} from '../../db/schema';
import { columnsOf, type ListTable } from './list-table';

/**
 * The college's fee types. Dues, structures' heads and concessions hold a type by its id; the gateway keys and the
 * payment orders hold it by name, so a name does not change (nor a type go) while any of them holds it.
 */
export const FEE_TYPE_LIST_TABLES = {
  feeTypes: {
    table: feeTypes,
    columns: columnsOf(feeTypes, 'name', 'flow', 'instalmentsAllowed', 'sortOrder'),
    order: [feeTypes.sortOrder, feeTypes.name],
    dependents: [
      { table: feeStructures, column: feeStructures.feeTypeId, what: 'dues' },
      { table: feePlanHeads, column: feePlanHeads.feeTypeId, what: 'fee structures' },
      { table: feeConcessions, column: feeConcessions.feeTypeId, what: 'concessions' },
      { table: feeReimbursements, column: feeReimbursements.feeTypeId, what: 'reimbursements' },
      { table: paymentGatewayKeys, column: paymentGatewayKeys.feeType, key: 'name', what: 'gateway keys' },
      { table: feePaymentOrders, column: feePaymentOrders.feeType, key: 'name', what: 'payments' },
    ],
  },
} satisfies Partial<Record<ListKind, ListTable>>;
