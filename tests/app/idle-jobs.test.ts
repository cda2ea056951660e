import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadThen, runWhenIdle } from '../../src/app/lib/idle-jobs';

// Background work after a page is drawn runs one job per idle period, not all of it in one long task.
describe('runWhenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs each job in an idle period of its own, one after another, and goes on after a job fails', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const ran: string[] = [];
    runWhenIdle([
      async () => ran.push('keep results'),
      async () => {
        ran.push('keep profile');
        throw new Error('storage full');
      },
      async () => ran.push('keep lists'),
    ]);
    for (const expected of [
      ['keep results'],
      ['keep results', 'keep profile'],
      ['keep results', 'keep profile', 'keep lists'],
    ]) {
      await vi.waitFor(() => expect(idle).toHaveLength(1));
      idle.shift()!();
      await vi.waitFor(() => expect(ran).toEqual(expected));
    }
    // Nothing is left: no further idle period is asked for.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(idle).toHaveLength(0);
  });

  it("loads a job's module, then works with it in a later task", async () => {
    const steps: string[] = [];
    const job = loadThen(
      async () => {
        steps.push('loaded');
        return { keep: () => steps.push('kept') };
      },
      (module) => module.keep(),
    );
    const done = job();
    await Promise.resolve();
    await Promise.resolve();
    expect(steps).toEqual(['loaded']);
    await done;
    expect(steps).toEqual(['loaded', 'kept']);
  });
});
