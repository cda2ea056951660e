/**
 * Resolves in a later task, so the browser can paint and handle input in between: the app's start-up is cut into
 * tasks short enough not to block a phone's main thread. `scheduler.yield()` where the browser has it
 * (the continuation runs before other queued work), a zero-delay timer elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
