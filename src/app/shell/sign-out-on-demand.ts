/**
 * Log Out from the header or the user menu. The sign-out's code (drafts, the device store, the outbox) loads on the
 * click rather than with the header every signed-in page shows first (docs/performance.md, JavaScript size budget).
 */
export const signOutOnDemand = (): void => {
  void import('../lib/sign-out').then((m) => m.signOutAndLeave());
};
