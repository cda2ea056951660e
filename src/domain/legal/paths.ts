/**
 * The legal module's addresses: the legal pages. Strings only; APP_PATHS (src/domain/routes/app-paths.ts) is the union
 * of the modules' addresses.
 */
export const LEGAL_PATHS = {
  terms: '/terms',
  privacy: '/privacy',
  returns: '/return',
} as const;
