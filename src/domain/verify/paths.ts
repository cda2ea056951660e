/**
 * The verify module's addresses: the public check of a printed memo or certificate by its code. Strings only;
 * APP_PATHS (src/domain/routes/app-paths.ts) is the union of the modules' addresses.
 */
export const VERIFY_PATHS = {
  verifyDocument: '/verify/$code',
} as const;
