import { ALL_ROLES, type Role } from '../auth/roles';

/** Accounts that are not staff: they neither apply for nor approve leave. */
const NOT_STAFF: readonly Role[] = ['ROLE_STUDENT', 'ROLE_PARENT', 'ROLE_ALUMNI'];

/** Every staff role applies for leave, reads their history and may be named a backup approver (§2 Leave tile). */
export const LEAVE_STAFF_ROLES: readonly Role[] = ALL_ROLES.filter((r) => !NOT_STAFF.includes(r));

/** Who names a backup approver for the dates of their own absence: a HoD, for their department. */
export const LEAVE_HOD_ROLES: readonly Role[] = ['ROLE_HOD'];

/** The dashboards with the pending-leave card: those who decide leave, and a teacher (a backup approver). */
export const LEAVE_APPROVER_DASHBOARDS: readonly Role[] = ['ROLE_HOD', 'ROLE_PRINCIPAL', 'ROLE_ADMIN', 'ROLE_FACULTY'];

/** Who reads today's classes without a teacher: a HoD (their department's), and the college-wide roles below. */
export const UNCOVERED_CLASS_READERS: readonly Role[] = ['ROLE_HOD', 'ROLE_PRINCIPAL', 'ROLE_ADMIN', 'ROLE_ACADEMICS'];
const UNCOVERED_COLLEGE_READERS: readonly Role[] = ['ROLE_PRINCIPAL', 'ROLE_ADMIN', 'ROLE_ACADEMICS'];

/**
 * Whose classes without a teacher a user reads: the whole college (principal, administrator, academic section), a
 * HoD's department (their account's department), or nothing (null: refused, fail closed).
 */
export function uncoveredScope(
  roles: readonly string[],
  program: string | null,
): 'all' | { department: string } | null {
  if (roles.some((r) => UNCOVERED_COLLEGE_READERS.includes(r as Role))) return 'all';
  if (roles.includes('ROLE_HOD') && program?.trim()) return { department: program.trim() };
  return null;
}

/** Staff whose allotment is the teaching one; everyone else (and no linked faculty record) is non-teaching. */
export const TEACHING_ROLES: readonly Role[] = ['ROLE_FACULTY', 'ROLE_HOD'];

/**
 * Who decides a leave: the HoD of the applicant's department (or the backup approver they named, while named);
 * a HoD's, and a member of staff's without a department, the principal's; the principal's the administrator's, and
 * the administrator's the principal's.
 */
export const LEAVE_ROUTES = ['department', 'principal', 'admin'] as const;
export type LeaveRoute = (typeof LEAVE_ROUTES)[number];
export const ROUTE_ROLES: Readonly<Record<Exclude<LeaveRoute, 'department'>, Role>> = {
  principal: 'ROLE_PRINCIPAL',
  admin: 'ROLE_ADMIN',
};

export function leaveRouteFor(roles: readonly string[], department: string | null): LeaveRoute {
  if (roles.includes('ROLE_PRINCIPAL')) return 'admin';
  if (roles.includes('ROLE_ADMIN') || roles.includes('ROLE_HOD')) return 'principal';
  return department?.trim() ? 'department' : 'principal';
}

export const sameDepartment = (a: string | null | undefined, b: string | null | undefined) =>
  !!a?.trim() && !!b?.trim() && a.trim().toLowerCase() === b.trim().toLowerCase();

/** A backup approver named by a HoD of a department for the dates of their absence. */
export interface BackupNaming {
  department: string;
  backupUserId: number;
  fromDate: string;
  toDate: string;
}

export interface Decider {
  id: number;
  roles: readonly string[];
  program: string | null;
}

/**
 * Whether this user decides this leave today: never their own; the HoD of its department, or a backup approver the
 * department's HoD named for a range holding today (outside it they are refused); the principal or an administrator
 * for leave routed to that role. Anything else is refused (fail closed).
 */
export function mayDecide(
  user: Decider,
  leave: { userId: number; route: LeaveRoute; department: string | null },
  backups: readonly BackupNaming[],
  today: string,
): boolean {
  if (user.id === leave.userId) return false;
  if (leave.route !== 'department') return user.roles.includes(ROUTE_ROLES[leave.route]);
  if (user.roles.includes('ROLE_HOD') && sameDepartment(user.program, leave.department)) return true;
  return backups.some(
    (b) =>
      b.backupUserId === user.id &&
      sameDepartment(b.department, leave.department) &&
      b.fromDate <= today &&
      today <= b.toDate,
  );
}
