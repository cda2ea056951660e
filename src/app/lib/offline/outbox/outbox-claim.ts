/**
 * Whoever sends an outbox item (a page's drain or the service worker's replay) holds its claim while the try lasts.
 * In the browser the claim is a Web Lock, released by the browser when the page or worker holding it goes away, so
 * an item left marked 'sending' by a page that was closed or navigated away mid-try is known to be abandoned at once
 * rather than after a minute. `run` runs while the claim is held; null when someone else holds it.
 */
export type OutboxClaim = <T>(itemId: string, run: () => Promise<T>) => Promise<T | null>;

const claimName = (itemId: string) => `campus-outbox-item:${itemId}`;

/** The Web Locks claim, or undefined where the browser has no Web Locks (tries then count as abandoned when stale). */
export function webLockClaim(locks: LockManager | undefined): OutboxClaim | undefined {
  if (!locks) return undefined;
  return async <T>(itemId: string, run: () => Promise<T>): Promise<T | null> => {
    let result: T | null = null;
    await locks.request(claimName(itemId), { ifAvailable: true }, async (lock) => {
      if (lock) result = await run();
    });
    return result;
  };
}
