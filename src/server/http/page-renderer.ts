import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { RenderPublicPage, RenderSignedInPage, RenderedPage } from '../../domain/ssr/rendered-page';

/**
 * The server rendering of pages (src/app/ssr/render-page.tsx, built into dist-ssr/). The server knows
 * it only by this shape: it loads the built file at start, never the app's sources (ARCHITECTURE "Layering").
 */
export interface PageRenderer {
  renderPublicPage: RenderPublicPage;
  renderSignedInPage: RenderSignedInPage;
}

/** Loads the built renderer, or answers null (pages then draw in the browser alone) when it is off or not built. */
export async function loadPageRenderer(bundle: string | null, logger: Logger): Promise<PageRenderer | null> {
  if (!bundle) return null;
  if (!existsSync(bundle)) {
    logger.warn({ bundle }, 'public pages are not rendered on the server: run npm run build');
    return null;
  }
  const loaded = (await import(pathToFileURL(bundle).href)) as Partial<PageRenderer>;
  if (typeof loaded.renderPublicPage !== 'function' || typeof loaded.renderSignedInPage !== 'function') {
    throw new Error(`${bundle} does not export renderPublicPage and renderSignedInPage`);
  }
  return { renderPublicPage: loaded.renderPublicPage, renderSignedInPage: loaded.renderSignedInPage };
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** JSON inside a script element: '<' escaped, so no text of the data can close the element. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOADS = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The app's code starts once the server-drawn page is on screen (its first contentful paint): the entry and its
 * preloads leave <head>, and a small script adds them then, one or two elements per task (adding one costs the main
 * thread a few milliseconds on a slow phone; 35 at once were a long task). The large chunks of `first`
 * (React, the router) come first, as module scripts of their own that run in order before the entry, so each
 * evaluates in a task of its own rather than the whole graph in one long task; then the preloads; the entry last, so
 * the chunks its routes import are already asked for (Vite's loader would otherwise add the same links again while
 * the route loads). Everything downloads side by side. On a slow phone the first
 * paint waits for HTML and CSS only, not for ~150 KB of JavaScript. A hidden tab (it never paints) or a
 * browser without paint timing starts at once.
 *
 * The script is the same on every page (what it adds is read from the JSON beside it), so the Content-Security-Policy
 * allows it by one hash (content-security-policy.ts) and no inline script of any other text runs.
 */
export const START_UP_SCRIPT =
  `(function(){var started=false,h=document.head,d=JSON.parse(document.getElementById('app-start').textContent);` +
  `function script(u){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.async=false;s.src=u;h.appendChild(s)}` +
  `function preload(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)}` +
  `function go(){if(started)return;started=true;var p=d.preloads,steps=d.first.map(function(u){return function(){script(u)}});` +
  `for(var i=0;i<p.length;i+=2)steps.push(p.slice(i,i+2));steps.push(function(){script(d.entry)});` +
  `(function next(){var step=steps.shift();if(typeof step==='function')step();else step.forEach(preload);if(steps.length)setTimeout(next,0)})()}` +
  `if(document.visibilityState!=='visible'){go();return}document.addEventListener('visibilitychange',go);` +
  `try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true})}catch(e){go()}})()`;

const startAfterFirstPaint = (first: string[], preloads: string[], entry: string) =>
  `<script id="app-start" type="application/json">${scriptSafe(JSON.stringify({ first, preloads, entry }))}</script><script>${START_UP_SCRIPT}</script>`;

/**
 * index.html with the rendered page inside #root and the data it was drawn from beside it. `evaluateFirst`: the
 * entry's large chunks (evaluation-steps.ts), as paths of the site, that start as scripts of their own.
 */
export function withRenderedPage(indexHtml: string, page: RenderedPage, evaluateFirst: readonly string[] = []): string {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!indexHtml.includes(ROOT_ELEMENT) || !entry) return indexHtml;
  const preloads = [...indexHtml.matchAll(MODULE_PRELOADS)].map((m) => m[1]!);
  const first = evaluateFirst.filter((file) => preloads.includes(file));
  return indexHtml
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOADS, '')
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root">${page.html}</div><script id="ssr-state" type="application/json">${scriptSafe(page.state)}</script>${startAfterFirstPaint(
          first,
          preloads.filter((file) => !first.includes(file)),
          entry,
        )}`,
    );
}
