import type { Role } from '../auth/roles';

/** Who pays fees online from the signed-in area (§2 Student tile 'online fee payment'). */
export const FEE_PAYER_ROLES: readonly Role[] = ['ROLE_STUDENT'];

/** Staff who may look at any student's fee details and receipts (accounts and fee payment desks). */
export const FEE_STAFF_ROLES: readonly Role[] = ['ROLE_ACCOUNTANT', 'ROLE_ACCOUNTANTS_OFFICER', 'ROLE_FEEPAYMENTS', 'ROLE_ADMIN'];
