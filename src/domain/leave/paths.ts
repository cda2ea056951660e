/**
 * The leave module's addresses: applying for leave and one's history; the approvals waiting for the user. Strings
 * only; APP_PATHS (src/domain/routes/app-paths.ts) is the union of the modules' addresses.
 */
export const LEAVE_PATHS = {
  leave: '/app/Leave',
  leaveApprovals: '/app/Leave/Approvals',
} as const;
