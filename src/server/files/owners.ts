import { LIST_READERS } from '../../domain/academic/access';
import { ADMISSION_READERS } from '../../domain/admissions/access';
import { USER_ADMIN_ROLES, hasAnyRole } from '../../domain/auth/access';
import type { SessionUser } from '../auth/session-user';
import type { StoredFile } from './stored-files';

/**
 * May this signed-in user see the record (type, id) a file belongs to? `file` is the stored file's row, for owners
 * whose record points at the file (a leave application's attachment).
 */
export type OwnerAccess = (user: SessionUser, ownerId: string, file: StoredFile) => boolean | Promise<boolean>;

/**
 * The owner types files can belong to, each with the check that decides who may download them. A file
 * whose owner type is not listed here is never served (fail closed). Modules add their record types
 * (admission, alumni registration, achievement…) with the same rule that guards the record itself; the ones that read
 * their module's rows (alumni, leave) come from the module (`alumniFileOwners`, `leaveFileOwners`).
 */
export type FileOwnerRegistry = Readonly<Record<string, OwnerAccess>>;

export const FILE_OWNERS: FileOwnerRegistry = {
  /** A user's own files (profile photo): that user and the user administrators. */
  user: (user, ownerId) => String(user.id) === ownerId || hasAnyRole(user.roles, USER_ADMIN_ROLES),
  /** An admission's photo (owner id: the admission number): whoever may read the admissions register. */
  admission: (user) => hasAnyRole(user.roles, ADMISSION_READERS),
  /** A faculty member's photo (owner id: the faculty record's id): whoever reads the faculty list. */
  faculty: (user) => hasAnyRole(user.roles, LIST_READERS),
};
