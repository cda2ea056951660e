/**
 * The alumni module's addresses (§2): read by its routes and spread into APP_PATHS (src/domain/routes/app-paths.ts),
 * so they load with the entry; nothing here but the strings.
 */
export const ALUMNI_PATHS = {
  alumniRegistration: '/app/Alumni/Registration Form',
  alumniHistory: '/AlumniHistory',
  alumniDirectory: '/app/Alumni/Directory',
  alumniAccount: '/alumni/account',
} as const;
