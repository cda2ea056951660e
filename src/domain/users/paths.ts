/**
 * The users module's addresses: making accounts. Strings only; APP_PATHS (src/domain/routes/app-paths.ts) is the union
 * of the modules' addresses.
 */
export const USERS_PATHS = {
  createLogins: '/createLogins',
  createUser: '/app/Create User',
} as const;
