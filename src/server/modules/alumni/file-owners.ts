import { ALUMNI_STAFF_ROLES } from '../../../domain/alumni/access';
import { hasAnyRole } from '../../../domain/auth/access';
import type { FileOwnerRegistry } from '../../files/owners';
import type { AlumniStore } from './alumni-store';

/** Alumni files (owner id = roll number): the placement cell and administrators, and the alumnus of that roll number. */
export function alumniFileOwners(alumni: AlumniStore): FileOwnerRegistry {
  const check = async (user: Parameters<FileOwnerRegistry[string]>[0], rollNumber: string) =>
    hasAnyRole(user.roles, ALUMNI_STAFF_ROLES) || (await alumni.rollOfUser(user.id)) === rollNumber;
  return { 'alumni-registration': check, 'alumni-history': check };
}
