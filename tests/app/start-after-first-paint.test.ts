import { describe, expect, it } from 'vitest';
import { startAfterFirstPaint, type StartUpPage, type StartUpSteps } from '../../src/app/start-after-first-paint';

interface Added {
  tag: string;
  type?: string;
  rel?: string;
  src?: string;
  href?: string;
  async?: boolean;
}

/** A page the server rendered: its app-start data, what the module adds to <head>, and its tasks. */
function renderedPage(steps: StartUpSteps, { visible = true, painted = true } = {}) {
  const added: Added[] = [];
  const tasks: (() => void)[] = [];
  let paint: (() => void) | undefined;
  class FakeObserver {
    constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
    observe() {
      paint = () => this.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      if (painted) paint();
    }
  }
  const page = {
    document: {
      visibilityState: visible ? 'visible' : 'hidden',
      addEventListener: () => undefined,
      createElement: (tag: string) => ({ tag }),
      getElementById: (id: string) => (id === 'app-start' ? { textContent: JSON.stringify(steps) } : null),
      head: { appendChild: (element: Added) => added.push(element) },
    },
    PerformanceObserver: FakeObserver,
    nextTask: (task: () => void) => tasks.push(task),
  } as unknown as StartUpPage;
  const runTasks = () => {
    while (tasks.length) tasks.shift()!();
  };
  return { page, added, tasks, runTasks, paint: () => paint?.() };
}

const STEPS = {
  first: ['/assets/react-def.js'],
  preloads: ['/assets/http-ghi.js', '/assets/a.js', '/assets/b.js'],
  entry: '/assets/index-abc.js',
};

describe('the start-up module of a page rendered on the server (src/app/start-after-first-paint.ts)', () => {
  it('adds the large chunks as ordered module scripts, then the preloads two at a time, then the entry, a step per task', () => {
    const { page, added, runTasks } = renderedPage(STEPS);
    startAfterFirstPaint(page);
    expect(added).toHaveLength(1);
    runTasks();
    expect(added.map((e) => [e.tag, e.src ?? e.href, e.async ?? null])).toEqual([
      ['script', '/assets/react-def.js', false],
      ['link', '/assets/http-ghi.js', null],
      ['link', '/assets/a.js', null],
      ['link', '/assets/b.js', null],
      ['script', '/assets/index-abc.js', false],
    ]);
    expect(added.filter((e) => e.tag === 'script').every((e) => e.type === 'module')).toBe(true);
    expect(added.filter((e) => e.tag === 'link').every((e) => e.rel === 'modulepreload')).toBe(true);
  });

  it('waits for the first contentful paint, and starts at once in a hidden tab', () => {
    const waiting = renderedPage(STEPS, { painted: false });
    startAfterFirstPaint(waiting.page);
    expect(waiting.added).toHaveLength(0);
    waiting.paint();
    waiting.runTasks();
    expect(waiting.added.at(-1)?.src).toBe('/assets/index-abc.js');

    const hidden = renderedPage(STEPS, { visible: false, painted: false });
    startAfterFirstPaint(hidden.page);
    hidden.runTasks();
    expect(hidden.added.at(-1)?.src).toBe('/assets/index-abc.js');
  });

  it('does nothing on a page without start-up data (the plain shell starts the app itself)', () => {
    const { page, added } = renderedPage(STEPS);
    startAfterFirstPaint({ ...page, document: { ...page.document, getElementById: () => null } });
    expect(added).toHaveLength(0);
  });
});
