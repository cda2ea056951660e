/**
 * The alumni module's addresses (§2): spread into APP_PATHS (src/domain/routes/known-paths.ts), so they load with
 * the entry; nothing here but the strings.
 */
export const ALUMNI_PATHS = {
  alumniRegistration: '/app/Alumni/Registration Form',
  alumniHistory: '/AlumniHistory',
  alumniDirectory: '/app/Alumni/Directory',
  alumniAccount: '/alumni/account',
} as const;
