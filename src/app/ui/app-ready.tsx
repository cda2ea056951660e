import { useEffect } from 'react';

/** The signed-in frame's scroll container: present in the HTML of a signed-in screen the server rendered. */
const SERVER_DRAWN_FRAME = '.app-scroll';

/**
 * Marks the page as running (<html data-app="ready">) once the app has rendered or hydrated it: a page the server rendered
 * shows its content before that, and its buttons answer from then on. Tests and the bench wait for it.
 *
 * The root renders it with `frame={false}`; a signed-in screen's frame renders its own. A frame the server rendered is
 * hydrated once its code has loaded, after the root: the root then leaves the mark to the frame, so "ready" means the
 * header and menus answer too (a scroll or a key press before that would reach no handler).
 */
export function AppReady({ frame }: { frame: boolean }) {
  useEffect(() => {
    if (!frame && document.querySelector(SERVER_DRAWN_FRAME)) return;
    document.documentElement.dataset.app = 'ready';
  }, [frame]);
  return null;
}
