import type { RenderedPage } from '../../domain/ssr/rendered-page';

const ROOT_ELEMENT = '<div id="root"></div>';

/** JSON inside a script element: '<' escaped, so no text of the data can close the element. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOADS = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** How the app starts on a rendered page: the built start-up module, and the entry's large chunks to run first. */
export interface StartUp {
  /** Site path of the built src/app/start-after-first-paint.ts (vite-manifest.ts, startUpModuleIn). */
  module: string;
  /**
   * The text of that module, written into the page instead of asking for the file: one request fewer before the first
   * paint. The page's Content-Security-Policy then allows exactly this text by its hash (inlineStartUp in static-app.ts).
   */
  inline?: string;
  /** The entry's large chunks, as site paths, that start as scripts of their own (evaluation-steps.ts). */
  evaluateFirst?: readonly string[];
}

/**
 * index.html with the rendered page inside #root, the data it was rendered from beside it (`ssr-state`, which the
 * app hydrates), and the app's code started once the page has painted: the entry and its preloads leave <head> for
 * `app-start`, which the start-up module reads (src/app/start-after-first-paint.ts). The module is written into the page
 * when `startUp.inline` holds its text (allowed by its hash alone), else asked for as a file of the site.
 * A shell it does not recognise is left as it is.
 */
export function withRenderedPage(indexHtml: string, page: RenderedPage, startUp: StartUp): string {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!indexHtml.includes(ROOT_ELEMENT) || !entry) return indexHtml;
  const preloads = [...indexHtml.matchAll(MODULE_PRELOADS)].map((m) => m[1]!);
  const first = (startUp.evaluateFirst ?? []).filter((file) => preloads.includes(file));
  const steps = { first, preloads: preloads.filter((file) => !first.includes(file)), entry };
  return indexHtml
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOADS, '')
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root">${page.html}</div>` +
        `<script id="ssr-state" type="application/json">${scriptSafe(page.state)}</script>` +
        `<script id="app-start" type="application/json">${scriptSafe(JSON.stringify(steps))}</script>` +
        (startUp.inline === undefined
          ? `<script type="module" crossorigin src="${startUp.module}"></script>`
          : `<script type="module">${startUp.inline}</script>`),
    );
}
