import type { Role } from '../auth/roles';

/** Who sees the set-up checklist and keeps the college profile: administrators. */
export const SETUP_CHECKLIST_ROLES: readonly Role[] = ['ROLE_ADMIN'];
