/**
 * The contract between the server and its rendering of pages: the server loads the built renderer
 * (src/app/ssr/render-page.tsx → dist-ssr/render-page.js) and knows it only by these types. docs/rendering.md
 * describes a page's first load from end to end.
 */
import type { Locale } from '../i18n/locales';

/** A page rendered on the server. */
export interface RenderedPage {
  /** The markup inside <div id="root">. */
  html: string;
  /** The query cache the page was rendered from (JSON), for the browser to hydrate. */
  state: string;
  /**
   * A signed-in screen's own module (its source path, the build manifest's key), loaded lazily by its route: the
   * server asks for its code with the page instead of the browser finding it once the route loads.
   */
  screen?: string;
}

/** An API call a route's loader makes while its page is rendered: the path with its query, e.g. `/api/app/getDashboard`. */
export interface ApiCall {
  method: string;
  path: string;
  headers: Array<[string, string]>;
}

/** The server's answer to an ApiCall. */
export interface ApiAnswer {
  status: number;
  headers: Array<[string, string]>;
  body: string;
}

/** The request a page is rendered for: who asks (the erpUser cookie, null for a visitor) and how the API answers them. */
export interface PageRequest {
  /** The raw value of the erpUser cookie, or null for a visitor without a session. */
  erpUser: string | null;
  /** The page's language: the `lang` cookie's, else the first of Accept-Language the app speaks. */
  locale: Locale;
  /** Answers an API call (any of the app's services) in-process, as this request: its address, its cookies. */
  send: (call: ApiCall) => Promise<ApiAnswer>;
}

/**
 * The renderer's one export: the page for `href` (path and query) as this request sees it on first load, or null
 * when that page is not rendered on the server (the browser then renders it alone).
 */
export type RenderPage = (href: string, request: PageRequest) => Promise<RenderedPage | null>;
