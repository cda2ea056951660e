/**
 * The outbox module's addresses: the offline outbox. Strings only; APP_PATHS (src/domain/routes/app-paths.ts) is the
 * union of the modules' addresses.
 */
export const OUTBOX_PATHS = {
  outbox: '/app/Outbox',
} as const;
