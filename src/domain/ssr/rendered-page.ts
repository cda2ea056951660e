/**
 * The contract between the server and its rendering of the public pages (issue 12): the server loads the built
 * renderer (src/app/ssr/render-page.tsx → dist-ssr/render-page.js) and knows it only by these types.
 */

/** A GET of the main application service (`/api/app/{path}`): its JSON body, or a rejection for any non-2xx answer. */
export type ApiGet = (path: string, params?: Record<string, string>) => Promise<unknown>;

/** A public page drawn on the server. */
export interface RenderedPage {
  /** The markup inside <div id="root">. */
  html: string;
  /** The query cache the page was drawn from (JSON), for the browser to start from. */
  state: string;
}

/** The renderer's one export: the page for `href` (path and query) as a visitor sees it, or null when not public. */
export type RenderPublicPage = (href: string, api: ApiGet) => Promise<RenderedPage | null>;
