import { ALL_ROLES, LOGIN_ROLES, landingFor, type LoginRole, type Role } from '../auth/roles';
import { LEAVE_STAFF_ROLES } from '../leave/access';
import { EXAM_CELL_PATH, EXAM_READERS } from '../exams/access';
import { MODULE_TILES } from './module-tiles';

/**
 * Which roles open each home module (tile title → roles): a signed-in user holding one of them goes from
 * the module's card on /erphome straight to that role's dashboard (§2 landing) instead of its login page.
 */
export const MODULE_ROLES: Readonly<Record<string, readonly Role[]>> = {
  Authority: ['ROLE_CHAIRMAN', 'ROLE_PRINCIPAL', 'ROLE_DEAN', 'ROLE_CORRESPONDENCE', 'ROLE_ADMINISTRATION'],
  Admin: ['ROLE_ADMIN'],
  Faculty: ['ROLE_FACULTY'],
  Student: ['ROLE_STUDENT'],
  Accounts: ['ROLE_ACCOUNTANT', 'ROLE_ACCOUNTANTS_OFFICER', 'ROLE_FEEPAYMENTS'],
  Library: ['ROLE_LIBRARY_INCHARGE', 'ROLE_LIBRARY_ASSISTANT', 'ROLE_OPAC_LIBRARY'],
  Transport: ['ROLE_TRANSPORTATION_INCHARGE'],
  Grievance: ['ROLE_GRIEVANCE_INCHARGE'],
  Hostel: ['ROLE_HOSTEL_INCHARGE'],
  Placement: ['ROLE_PLACEMENT_rDEAN', 'ROLE_ALUMNI'],
  Parent: ['ROLE_PARENT'],
  HOD: ['ROLE_HOD'],
  Principal: ['ROLE_PRINCIPAL'],
  IQAC: ['ROLE_IQAC_INCHARGE', 'ROLE_IQAC_COORDINATOR'],
  // Every member of staff applies for leave and decides what waits for them (src/domain/leave/access.ts).
  Leave: LEAVE_STAFF_ROLES,
  Exams: ['ROLE_EXAMINATION'],
  OBE: [],
  Results: [],
};

/**
 * Where the module's card takes a signed-in user: the landing of the first of their roles that opens it, or (Exams)
 * the exam cell, which the Authority roles read too.
 */
export function moduleLandingFor(moduleTitle: string, userRoles: readonly string[]): string | null {
  if (moduleTitle === 'Exams' && userRoles.some((r) => (EXAM_READERS as readonly string[]).includes(r)))
    return EXAM_CELL_PATH;
  const allowed: readonly string[] = MODULE_ROLES[moduleTitle] ?? [];
  const role = userRoles.find((r) => allowed.includes(r));
  return role ? landingFor([role]) : null;
}

/** The §2 login page (/login/{module}) where each role signs in; null sends a signed-out visitor home. */
const LOGIN_MODULE_BY_ROLE: Readonly<Record<Role, string | null>> = {
  ROLE_FACULTY: 'Faculty',
  ROLE_DEAN: 'Management',
  ROLE_PRINCIPAL: 'principal',
  ROLE_CHAIRMAN: 'Management',
  ROLE_TRANSPORTATION_INCHARGE: 'Transportation',
  ROLE_LIBRARY_INCHARGE: 'Library',
  ROLE_LIBRARY_ASSISTANT: 'Library',
  ROLE_OPAC_LIBRARY: 'Library',
  ROLE_ACCOUNTANT: 'Accounts',
  ROLE_ACCOUNTANTS_OFFICER: 'Accounts',
  ROLE_ADMIN: 'Admin',
  ROLE_IQAC_INCHARGE: 'IQAC',
  ROLE_IQAC_COORDINATOR: 'IQAC',
  ROLE_STUDENT: 'Student',
  ROLE_HOD: 'HOD',
  ROLE_GRIEVANCE_INCHARGE: 'Grievance',
  ROLE_HOSTEL_INCHARGE: 'Hostel',
  ROLE_PLACEMENT_rDEAN: 'Placements Cell',
  ROLE_ALUMNI: 'Placements Cell',
  ROLE_ACADEMICS: 'Admin',
  ROLE_ADMISSIONS: 'Admin',
  ROLE_FEEPAYMENTS: 'Accounts',
  ROLE_CORRESPONDENCE: 'Management',
  ROLE_ADMINISTRATION: 'Management',
  ROLE_EXAMINATION: 'Admin',
  ROLE_DIRECTOR: null,
  ROLE_SECURITY: null,
  ROLE_PARENT: 'parent',
  ROLE_INVENTORY: null,
};

/**
 * Where a signed-out visitor of a guarded path signs in: the login page (§2 /login/{module}) of the role
 * whose landing it is (the Faculty Dashboard → Faculty), else the Admin module's.
 */
export function loginModuleForPath(path: string): string {
  const role = ALL_ROLES.find((r) => landingFor([r]) === path);
  return (role && LOGIN_MODULE_BY_ROLE[role]) || 'Admin';
}

/** Who a `/{slug}/dashboard` address is for, and where a signed-out visitor signs in. */
export interface DashboardSlug {
  roles: readonly Role[];
  loginModule: string | null;
}

/** "ROLE_PLACEMENT_rDEAN" → "placement_rdean". */
export const roleSlug = (role: LoginRole) => role.slice('ROLE_'.length).toLowerCase();

function buildSlugs(): ReadonlyMap<string, DashboardSlug> {
  const slugs = new Map<string, DashboardSlug>();
  for (const role of LOGIN_ROLES) slugs.set(roleSlug(role), { roles: [role], loginModule: LOGIN_MODULE_BY_ROLE[role] });
  // Friendly aliases: every home module that has roles ("library", "accounts", "iqac"…); a role slug wins a clash.
  for (const tile of MODULE_TILES) {
    const roles = MODULE_ROLES[tile.title] ?? [];
    const slug = tile.title.toLowerCase();
    if (!roles.length || slugs.has(slug)) continue;
    slugs.set(slug, {
      roles,
      loginModule: tile.target.kind === 'login' ? tile.target.module : LOGIN_MODULE_BY_ROLE[roles[0]!],
    });
  }
  slugs.set('transportation', slugs.get('transport')!);
  slugs.set('management', slugs.get('authority')!);
  return slugs;
}

/** Every `/{slug}/dashboard` address: one per login role (lower case, without ROLE_) and per module alias. */
export const DASHBOARD_SLUGS: ReadonlyMap<string, DashboardSlug> = buildSlugs();

export type DashboardSlugOutcome =
  { kind: 'landing'; path: string } | { kind: 'login'; path: string } | { kind: 'no-permission' } | { kind: 'unknown' };

/**
 * Where `/{slug}/dashboard` leads: a signed-in user holding one of its roles → that role's landing (§2);
 * a signed-out visitor → the module's login page (or home); anyone else → no permission (§6). Paths are
 * spelled as the product spells them (spaces unencoded).
 */
export function dashboardSlugOutcome(slug: string, userRoles: readonly string[] | null): DashboardSlugOutcome {
  const entry = DASHBOARD_SLUGS.get(slug.toLowerCase());
  if (!entry) return { kind: 'unknown' };
  if (userRoles === null) return { kind: 'login', path: entry.loginModule ? `/login/${entry.loginModule}` : '/' };
  const allowed: readonly string[] = entry.roles;
  const role = userRoles.find((r) => allowed.includes(r));
  return role ? { kind: 'landing', path: landingFor([role]) } : { kind: 'no-permission' };
}

const SLUG_PATH = new RegExp(`^/(${[...DASHBOARD_SLUGS.keys()].join('|')})/dashboard/?$`, 'i');

/** True for a known `/{slug}/dashboard` path in any case (the router matches paths case-insensitively). */
export function isDashboardSlugPath(pathname: string): boolean {
  return SLUG_PATH.test(pathname);
}

/**
 * Where a signed-in user who opens a module's sign-in page (/login/{module}, from a home tile or a bookmark)
 * goes instead: their own landing when one of their roles opens that module; null keeps the sign-in form
 * (another account, or a module their roles do not open).
 */
export function signedInLandingForLoginModule(loginModule: string, userRoles: readonly string[]): string | null {
  const wanted = loginModule.toLowerCase();
  for (const tile of MODULE_TILES) {
    if (tile.target.kind !== 'login' || tile.target.module.toLowerCase() !== wanted) continue;
    const landing = moduleLandingFor(tile.title, userRoles);
    if (landing) return landing;
  }
  return null;
}
