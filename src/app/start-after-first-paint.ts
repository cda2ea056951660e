/**
 * Starts the app on a page the server rendered, once the page is on screen (its first contentful paint), so a slow
 * phone paints from HTML and CSS alone instead of waiting for ~150 KB of JavaScript. An entry of its own in the build
 * (vite.config.ts), loaded by a module script the server puts in the page (src/server/http/rendered-page-html.ts),
 * which also moves the app's entry and its preloads out of <head> into `<script id="app-start">` for this module.
 *
 * It adds them one or two elements per task (adding one costs the main thread a few milliseconds on a slow phone; 35
 * at once were a long task): the large chunks of `first` (React, the router) first, as module scripts of their own
 * that run in order before the entry, so each evaluates in a task of its own (src/server/http/evaluation-steps.ts);
 * then the preloads; the entry last, so the chunks its routes import are already asked for (Vite's loader would
 * otherwise add the same links again while the route loads). Everything downloads side by side. A hidden tab (it
 * never paints) or a browser without paint timing starts at once. It imports nothing: it must not wait for anything.
 */

/** What `<script id="app-start" type="application/json">` holds: site paths of the files to add. */
export interface StartUpSteps {
  first: string[];
  preloads: string[];
  entry: string;
}

export interface StartUpPage {
  document: Pick<Document, 'getElementById' | 'createElement' | 'head' | 'visibilityState' | 'addEventListener'>;
  PerformanceObserver: typeof PerformanceObserver | undefined;
  /** Runs `task` in a task of its own. */
  nextTask: (task: () => void) => void;
}

export function startAfterFirstPaint({ document, PerformanceObserver, nextTask }: StartUpPage): void {
  const text = document.getElementById('app-start')?.textContent;
  if (!text) return;
  const { first, preloads, entry } = JSON.parse(text) as StartUpSteps;
  const script = (src: string) => {
    const element = document.createElement('script');
    element.type = 'module';
    element.crossOrigin = '';
    element.async = false;
    element.src = src;
    document.head.appendChild(element);
  };
  const preload = (href: string) => {
    const element = document.createElement('link');
    element.rel = 'modulepreload';
    element.crossOrigin = '';
    element.href = href;
    document.head.appendChild(element);
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const steps = first.map((src) => () => script(src));
    for (let i = 0; i < preloads.length; i += 2) {
      const pair = preloads.slice(i, i + 2);
      steps.push(() => pair.forEach(preload));
    }
    steps.push(() => script(entry));
    const next = () => {
      steps.shift()?.();
      if (steps.length) nextTask(next);
    };
    next();
  };
  if (document.visibilityState !== 'visible' || !PerformanceObserver) return start();
  document.addEventListener('visibilitychange', start);
  try {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
  }
}

if (typeof document !== 'undefined') {
  startAfterFirstPaint({
    document,
    PerformanceObserver: globalThis.PerformanceObserver,
    nextTask: (task) => setTimeout(task, 0),
  });
}
