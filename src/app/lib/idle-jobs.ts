import { nextTask } from './next-task';

/** A piece of background work: what it needs is loaded first, then it runs in a task of its own. */
export type IdleJob = () => Promise<unknown>;

/**
 * Runs background work one job after another, each once the browser is next idle (or at most `timeoutMs` later):
 * keeping the page's data for offline use, sending the outbox. Each job is a task of its own rather than all of them
 * one long task just after the page is rendered, when a phone's user starts to tap (no long tasks). A job that
 * fails does not stop the ones after it.
 */
export function runWhenIdle(jobs: readonly IdleJob[], timeoutMs = 3000): void {
  const [job, ...rest] = jobs;
  if (!job) return;
  const run = () => {
    void job()
      .catch(() => undefined)
      .finally(() => runWhenIdle(rest, timeoutMs));
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, 200);
}

/** A job that loads a module, lets the browser breathe, then works with it: the module's evaluation and the work are two tasks. */
export function loadThen<M>(load: () => Promise<M>, work: (module: M) => unknown): IdleJob {
  return async () => {
    const module = await load();
    await nextTask();
    await work(module);
  };
}
