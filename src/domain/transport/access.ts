import type { Role } from '../auth/roles';

/** Keeping the college's vehicles, their documents and their expenses: the transportation incharge. */
export const TRANSPORT_STAFF_ROLES: readonly Role[] = ['ROLE_TRANSPORTATION_INCHARGE'];

/** Reading them (the fleet, documents due, running cost): the incharge, the administrator and the principal. */
export const TRANSPORT_READER_ROLES: readonly Role[] = [...TRANSPORT_STAFF_ROLES, 'ROLE_ADMIN', 'ROLE_PRINCIPAL'];
