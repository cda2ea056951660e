import type { Role } from '../auth/roles';

/**
 * Who may use the payment screens. The server's permission table (src/server/auth/permissions.ts) and
 * the app's menus and screens read these lists, so a menu never offers what the server refuses.
 */

/** Who pays fees online from the signed-in area (§2 Student tile 'online fee payment'). */
export const FEE_PAYER_ROLES: readonly Role[] = ['ROLE_STUDENT'];

/** Staff who may look at any student's fee details and receipts (accounts and fee payment desks). */
export const FEE_STAFF_ROLES: readonly Role[] = [
  'ROLE_ACCOUNTANT',
  'ROLE_ACCOUNTANTS_OFFICER',
  'ROLE_FEEPAYMENTS',
  'ROLE_ADMIN',
];

/** §1 payment gateway key maintenance per fee type. */
export const GATEWAY_KEY_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_ACCOUNTANTS_OFFICER'];

/** The ledger, daily collection summary, Excel export and reconciliation: accountant roles and fee payments. */
export const LEDGER_ROLES: readonly Role[] = ['ROLE_ACCOUNTANT', 'ROLE_ACCOUNTANTS_OFFICER', 'ROLE_FEEPAYMENTS'];

/** Recording a refund (money going back) is for the accountant roles only, not the fee payments desk. */
export const REFUND_ROLES: readonly Role[] = ['ROLE_ACCOUNTANT', 'ROLE_ACCOUNTANTS_OFFICER'];

/** A student's own payment history and receipts. */
export const PAYER_ROLES: readonly Role[] = ['ROLE_STUDENT'];

/** The fee desk: finding a student, taking money, receipts, asking to cancel one, one's own cashier's day. */
export const COUNTER_ROLES: readonly Role[] = ['ROLE_FEEPAYMENTS', 'ROLE_ACCOUNTANT', 'ROLE_ACCOUNTANTS_OFFICER'];

/** Recording a bounced cheque or DD (it reopens dues and may add a charge): the accountant roles. */
export const BOUNCE_ROLES: readonly Role[] = REFUND_ROLES;

/** Approving a receipt's cancellation and confirming a cashier's handed-over day: the accounts officer. */
export const ACCOUNTS_OFFICER_ROLES: readonly Role[] = ['ROLE_ACCOUNTANTS_OFFICER'];

/**
 * Fee structures: keeping them and applying them to students (the accountant roles, and the administrator, who sets up
 * a new college's first ones from the set-up checklist).
 */
export const FEE_STRUCTURE_ROLES: readonly Role[] = ['ROLE_ACCOUNTANT', 'ROLE_ACCOUNTANTS_OFFICER', 'ROLE_ADMIN'];

/** Defaulters (students with dues past their due date), their reminders and letters: the accountant roles. */
export const DEFAULTER_ROLES: readonly Role[] = ['ROLE_ACCOUNTANT', 'ROLE_ACCOUNTANTS_OFFICER'];

/** Scholarship and waiver: proposing concessions, the state's reimbursement claims and what it paid (the accountant roles). */
export const CONCESSION_ROLES: readonly Role[] = ['ROLE_ACCOUNTANT', 'ROLE_ACCOUNTANTS_OFFICER'];

/** Deciding a concession (never one's own) and waiving a late fine: the accounts officer. */
export const CONCESSION_DECIDER_ROLES: readonly Role[] = ACCOUNTS_OFFICER_ROLES;
