import type { AnyRouter } from '@tanstack/react-router';

/**
 * After each navigation to another page, focus moves to the page's heading, so a screen reader announces the new
 * page and a keyboard user goes on from its top rather than from the link or form that is gone (focus would
 * otherwise fall back to <body>). Loaded once the first page is idle (src/app/main.tsx), so it adds nothing to the
 * first paint (docs/performance.md, "JavaScript size budget").
 */

/** What this needs of the router: its navigation events. */
export type NavigationEvents = Pick<AnyRouter, 'subscribe'>;

/** How long a page may take to show its heading (a lazy screen loading, a Suspense fallback swapped for the frame). */
const WAIT_FRAMES = 60;

export function focusHeadingOnNavigation(router: NavigationEvents, doc: Document = document): () => void {
  let run = 0;
  return router.subscribe('onRendered', ({ pathChanged }) => {
    if (!pathChanged) return;
    const mine = ++run;
    let frames = 0;
    let moved = false;
    const step = () => {
      if (mine !== run || frames++ > WAIT_FRAMES) return;
      const heading = doc.querySelector<HTMLElement>('h1');
      const active = doc.activeElement;
      const nowhere = !active || active === doc.body || !active.isConnected;
      // First: move focus unless the page put it in a form of its own (a search box). Then, for a few frames, only
      // put it back when the heading it was on was replaced (a Suspense fallback's heading by the page's own).
      const move = moved ? nowhere : nowhere || active.closest('form') === null;
      if (heading && move && active !== heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        moved = true;
      }
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}
