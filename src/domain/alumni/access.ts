import type { Role } from '../auth/roles';

/** Who fills the alumni registration: the alumnus, and the placement cell and administrators for them. */
export const ALUMNI_REGISTRATION_ROLES: readonly Role[] = ['ROLE_ALUMNI', 'ROLE_PLACEMENT_rDEAN', 'ROLE_ADMIN'];
/** Who enters alumni history and reads the alumni list and directory (placement, alumni, admin). */
export const ALUMNI_HISTORY_ROLES: readonly Role[] = ['ROLE_ALUMNI', 'ROLE_PLACEMENT_rDEAN', 'ROLE_ADMIN'];
export const ALUMNI_DIRECTORY_ROLES: readonly Role[] = ['ROLE_PLACEMENT_rDEAN', 'ROLE_ALUMNI', 'ROLE_ADMIN'];
/** Staff who see every alumnus's contact details; an alumnus sees others without phone and e-mail. */
export const ALUMNI_STAFF_ROLES: readonly Role[] = ['ROLE_PLACEMENT_rDEAN', 'ROLE_ADMIN'];
/** Only an alumnus edits their own record. */
export const ALUMNI_SELF_ROLES: readonly Role[] = ['ROLE_ALUMNI'];
