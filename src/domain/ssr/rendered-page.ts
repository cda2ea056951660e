/**
 * The contract between the server and its rendering of pages (public pages, and signed-in screens): the server loads the built
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
  /**
   * A signed-in screen's own module (its source path, the build manifest's key), loaded lazily by its route: the
   * server asks for its code with the page instead of the browser finding it once the route loads.
   */
  screen?: string;
}

/** The renderer's one export: the page for `href` (path and query) as a visitor sees it, or null when not public. */
export type RenderPublicPage = (href: string, api: ApiGet) => Promise<RenderedPage | null>;

/** An API call a screen makes while it is drawn on the server: the path with its query, e.g. `/api/app/getDashboard`. */
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

/** A signed-in user's request, as the renderer needs it: who (the erpUser cookie) and how to call the API as them. */
export interface SignedInRequest {
  /** The raw value of the erpUser cookie. */
  erpUser: string;
  /** Answers an API call (any of the app's services) in-process, with the user's own session cookies. */
  send: (call: ApiCall) => Promise<ApiAnswer>;
}

/** A signed-in screen for `href` as this user sees it on first load, or null when it is not drawn on the server. */
export type RenderSignedInPage = (href: string, request: SignedInRequest) => Promise<RenderedPage | null>;
