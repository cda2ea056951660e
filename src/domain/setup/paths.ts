/**
 * The setup module's addresses: the set-up of a fresh college: its profile. Strings only; APP_PATHS
 * (src/domain/routes/app-paths.ts) is the union of the modules' addresses.
 */
export const SETUP_PATHS = {
  collegeProfile: '/app/Admin/College Profile',
} as const;
