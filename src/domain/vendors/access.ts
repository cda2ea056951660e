import type { Role } from '../auth/roles';

/**
 * Who may do what in vendor payments. The server's permission lines and the app's screens read these lists, so a
 * menu never offers what the server refuses. The fee desk (ROLE_FEEPAYMENTS) has none of them.
 */

/** Keeping vendors and heads of account, booking bills and recording payments: the accountant roles. */
export const VENDOR_KEEPER_ROLES: readonly Role[] = ['ROLE_ACCOUNTANT', 'ROLE_ACCOUNTANTS_OFFICER'];

/** Approving or rejecting bills: the accounts officer, and the principal above the college's limit. */
export const BILL_APPROVER_ROLES: readonly Role[] = ['ROLE_ACCOUNTANTS_OFFICER', 'ROLE_PRINCIPAL'];

/** Setting the limit above which a bill also needs the principal: the accounts officer. */
export const VENDOR_SETTINGS_ROLES: readonly Role[] = ['ROLE_ACCOUNTANTS_OFFICER'];
