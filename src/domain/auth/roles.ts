/** §6 roles at login; the first role of a user decides where they land (§2). */
export const LOGIN_ROLES = [
  'ROLE_FACULTY',
  'ROLE_DEAN',
  'ROLE_PRINCIPAL',
  'ROLE_CHAIRMAN',
  'ROLE_TRANSPORTATION_INCHARGE',
  'ROLE_LIBRARY_INCHARGE',
  'ROLE_LIBRARY_ASSISTANT',
  'ROLE_OPAC_LIBRARY',
  'ROLE_ACCOUNTANT',
  'ROLE_ACCOUNTANTS_OFFICER',
  'ROLE_ADMIN',
  'ROLE_IQAC_INCHARGE',
  'ROLE_IQAC_COORDINATOR',
  'ROLE_STUDENT',
  'ROLE_HOD',
  'ROLE_GRIEVANCE_INCHARGE',
  'ROLE_HOSTEL_INCHARGE',
  'ROLE_PLACEMENT_rDEAN',
  'ROLE_ALUMNI',
  'ROLE_ACADEMICS',
  'ROLE_ADMISSIONS',
  'ROLE_FEEPAYMENTS',
  'ROLE_CORRESPONDENCE',
  'ROLE_ADMINISTRATION',
  'ROLE_EXAMINATION',
] as const;
export type LoginRole = (typeof LOGIN_ROLES)[number];

/** Roles that user creation can also give (§6) but that have no landing of their own. */
export const EXTRA_ROLES = ['ROLE_DIRECTOR', 'ROLE_SECURITY', 'ROLE_PARENT', 'ROLE_INVENTORY'] as const;
export type Role = LoginRole | (typeof EXTRA_ROLES)[number];
export const ALL_ROLES: readonly Role[] = [...LOGIN_ROLES, ...EXTRA_ROLES];

/** §2 post-login landing by first role, paths exactly as the seed spells them. */
export const LANDING_BY_ROLE: Readonly<Record<LoginRole, string>> = {
  ROLE_FACULTY: '/Faculty Dashboard',
  ROLE_DEAN: '/app/Dean Dashboard',
  ROLE_PRINCIPAL: '/app/Principal DashBoard',
  ROLE_CHAIRMAN: '/app/Dashboard/Dashboard View',
  ROLE_TRANSPORTATION_INCHARGE: '/app/Transportation Dashboard',
  ROLE_LIBRARY_INCHARGE: '/app/Library Dashboard',
  ROLE_LIBRARY_ASSISTANT: '/app/Library/View Books',
  ROLE_OPAC_LIBRARY: '/app/Library/View Books',
  ROLE_ACCOUNTANT: '/app/Accounts Dashboard',
  ROLE_ACCOUNTANTS_OFFICER: '/app/Accounts Dashboard',
  ROLE_ADMIN: '/app/Admin',
  ROLE_IQAC_INCHARGE: '/app/IQAC Incharge Dashboard',
  ROLE_IQAC_COORDINATOR: '/app/IQAC Incharge Dashboard',
  ROLE_STUDENT: '/app/Student',
  ROLE_HOD: '/app/HOD Dashboard',
  ROLE_GRIEVANCE_INCHARGE: '/app/Grievances',
  ROLE_HOSTEL_INCHARGE: '/app/Hostel/Hostel Management',
  ROLE_PLACEMENT_rDEAN: '/app/Placements/Company Placement',
  ROLE_ALUMNI: '/app/Alumni/Alumni Dashboard',
  ROLE_ACADEMICS: '/app/Academics/Dashboard',
  ROLE_ADMISSIONS: '/app/Admission/Dashboard',
  ROLE_FEEPAYMENTS: '/app/feepayments/Dashboard',
  ROLE_CORRESPONDENCE: '/app/correspondence/Dashboard',
  ROLE_ADMINISTRATION: '/app/Administration',
  ROLE_EXAMINATION: '/app/Examinations',
};

/** The parent dashboard: the Parent role has no landing in §2, so it gets this one of its own. */
export const PARENT_DASHBOARD_PATH = '/app/Parent Dashboard';

/** Landings of the roles user creation gives beyond §2's list; the others (Director, Security, Inventory) use /app. */
export const EXTRA_LANDING_BY_ROLE: Readonly<Partial<Record<Role, string>>> = { ROLE_PARENT: PARENT_DASHBOARD_PATH };

/** Where a signed-in user goes: the landing of their first role, or the /app root for roles without one. */
export function landingFor(roles: readonly string[]): string {
  const first = roles[0];
  if (first && first in LANDING_BY_ROLE) return LANDING_BY_ROLE[first as LoginRole];
  return (first && EXTRA_LANDING_BY_ROLE[first as Role]) || '/app';
}

/** §6 roles selectable at user creation, as the form lists them, and the role each one grants. */
export const CREATABLE_ROLES: ReadonlyArray<{ label: string; role: Role }> = [
  { label: 'Director', role: 'ROLE_DIRECTOR' },
  { label: 'Admin', role: 'ROLE_ADMIN' },
  { label: 'Academics', role: 'ROLE_ACADEMICS' },
  { label: 'Admissions', role: 'ROLE_ADMISSIONS' },
  { label: 'Correspondence', role: 'ROLE_CORRESPONDENCE' },
  { label: 'Examination', role: 'ROLE_EXAMINATION' },
  { label: 'Administration', role: 'ROLE_ADMINISTRATION' },
  { label: 'Chairman', role: 'ROLE_CHAIRMAN' },
  { label: 'feePayments', role: 'ROLE_FEEPAYMENTS' },
  { label: 'Principal', role: 'ROLE_PRINCIPAL' },
  { label: 'Dean', role: 'ROLE_DEAN' },
  { label: 'Hod', role: 'ROLE_HOD' },
  { label: 'Accountant', role: 'ROLE_ACCOUNTANT' },
  { label: 'Accountants Officer', role: 'ROLE_ACCOUNTANTS_OFFICER' },
  { label: 'Library Incharge', role: 'ROLE_LIBRARY_INCHARGE' },
  { label: 'Library Assistant', role: 'ROLE_LIBRARY_ASSISTANT' },
  { label: 'Placement Dean', role: 'ROLE_PLACEMENT_rDEAN' },
  { label: 'Hostel Incharge', role: 'ROLE_HOSTEL_INCHARGE' },
  { label: 'Grievance Incharge', role: 'ROLE_GRIEVANCE_INCHARGE' },
  { label: 'Faculty', role: 'ROLE_FACULTY' },
  { label: 'Student', role: 'ROLE_STUDENT' },
  { label: 'IQAC Incharge', role: 'ROLE_IQAC_INCHARGE' },
  { label: 'IQAC Coordinator', role: 'ROLE_IQAC_COORDINATOR' },
  { label: 'Transportation Incharge', role: 'ROLE_TRANSPORTATION_INCHARGE' },
  { label: 'Opac Library', role: 'ROLE_OPAC_LIBRARY' },
  { label: 'Security', role: 'ROLE_SECURITY' },
  { label: 'Parent', role: 'ROLE_PARENT' },
  { label: 'Inventory', role: 'ROLE_INVENTORY' },
];

/** The sign-up payload sends "a list of one lower-cased role" (§3): the label lower-cased. */
export function roleForSignUpValue(value: string): Role | null {
  return CREATABLE_ROLES.find((r) => r.label.toLowerCase() === value.trim().toLowerCase())?.role ?? null;
}

/** The demo seed's user name for a role: the role in lower case without ROLE_. */
export const demoUserName = (role: Role) => role.slice('ROLE_'.length).toLowerCase();

/** §2 /login/{module} values, as the seed spells them. */
export const LOGIN_MODULES = [
  'Management',
  'Admin',
  'Faculty',
  'Student',
  'Accounts',
  'Library',
  'Transportation',
  'Grievance',
  'Hostel',
  'Placements Cell',
  'parent',
  'HOD',
  'principal',
  'IQAC',
] as const;

/** Modules whose login page offers no Sign Up panel (§2). */
export const MODULES_WITHOUT_SIGN_UP: readonly string[] = ['Student', 'Faculty'];

/** §6 modules selectable at user creation. */
export const SELECTABLE_MODULES = ['ExamCell', 'Obe', 'naac', 'facultydashboard', 'nirf', 'erp'] as const;

/** §9 institute types. */
export const INSTITUTE_TYPES = [
  'affiliated',
  'autonomous',
  'university',
  'dental',
  'engineering',
  'management',
  'overall',
  'pharmacy',
] as const;
