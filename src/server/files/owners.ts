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
 * whose owner type is not listed is never served (fail closed). Each module's `build` returns its record types
 * (admission, faculty, alumni, leave…) with the same rule that guards the record itself; the download routes get
 * the union of these core owners and the modules' (an owner type declared twice stops the start).
 */
export type FileOwnerRegistry = Readonly<Record<string, OwnerAccess>>;

export const FILE_OWNERS: FileOwnerRegistry = {
  /** A user's own files (profile photo): that user and the user administrators. */
  user: (user, ownerId) => String(user.id) === ownerId || hasAnyRole(user.roles, USER_ADMIN_ROLES),
};
