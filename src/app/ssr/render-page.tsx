/**
 * Server rendering of a page's first load: the app's own route tree, guards, loaders and screens, rendered to HTML
 * so the page paints before any JavaScript has arrived. A visitor gets the public pages (home, exam results, a
 * result sheet, the legal pages); a signed-in user their dashboard and first forms, rendered for them. Built on its
 * own (`vite build -c vite.ssr.config.ts` → dist-ssr/render-page.js) and loaded by the server at start; the server
 * knows it by `RenderPage` (src/domain/ssr/rendered-page.ts). docs/rendering.md walks through a first load.
 *
 * The data comes from the routes' loaders, as in the browser; their calls (the app's own HTTP client) go to the
 * server's API in-process, as the request being answered: its address (the API's limits), its cookies (the API
 * decides what the user may see). The cache the page was rendered from goes out with it, and the browser hydrates it
 * (src/app/main.tsx) and renders the same page.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { setupI18n } from '@lingui/core';
import type { PageRequest, RenderPage } from '../../domain/ssr/rendered-page';
import { serverI18n } from '../i18n/app-i18n';
import { readServerRenderRequestFrom, type ServerRenderRequest } from '../lib/session';
import { renderRoute, routerAt } from './render-route';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES, screenOf } from './rendered-routes';

/** The app's HTTP client's requests as calls of the server's API. */
function fetchThrough(send: PageRequest['send']): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const answer = await send({
      method: request.method,
      path: url.pathname + url.search,
      headers: [...request.headers],
    });
    return new Response(answer.status === 204 ? null : answer.body, { status: answer.status, headers: answer.headers });
  };
}

// Outside a render nothing calls the API on the server: a call that escaped its request fails like a network error.
const NO_REQUEST: ServerRenderRequest = {
  erpUser: null,
  fetch: () => Promise.reject(new TypeError('No request is being rendered')),
  i18n: setupI18n(),
};

// One request per async context: pages of several users render at once, each with its own cookie and calls.
const current = new AsyncLocalStorage<ServerRenderRequest>();
readServerRenderRequestFrom(() => current.getStore() ?? NO_REQUEST);

export const renderPage: RenderPage = async (href, request) => {
  const i18n = await serverI18n(request.locale);
  return current.run({ erpUser: request.erpUser, fetch: fetchThrough(request.send), i18n }, async () => {
    const { router, queryClient, leaf } = routerAt(href, request.erpUser === null ? PUBLIC_ROUTES : SIGNED_IN_ROUTES);
    if (!leaf) return null;
    const page = await renderRoute(router, queryClient);
    const screen = screenOf(leaf.routeId);
    return page && (screen ? { ...page, screen } : page);
  });
};
