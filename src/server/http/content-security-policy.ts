import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** Directive name (as in the header) → its sources. */
export type PolicyDirectives = Record<string, readonly string[]>;

/** The CSP source that allows one inline script or style element whose text is exactly `text`. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export function policyHeader(directives: PolicyDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The policy of every page and file the server sends outside /api (the app shell, pages rendered on the server, 404s).
 * Scripts come only from the site itself, and no inline script runs (a rendered page adds the hash of the one start-up
 * module written into it, static-app.ts): a script an attacker gets into a page (a name, a
 * note) does not run. 'wasm-unsafe-eval' lets the site's own WebAssembly compile (HarfBuzz, which shapes Telugu and
 * Devanagari in PDFs made on the device); it allows no eval of JavaScript. A page rendered on the server starts the app
 * with the start-up module (src/app/start-after-first-paint.ts); the data beside it is JSON, which is not run. Styles
 * may be inline (Ionic's components and the server-rendered markup set them); connections go to the site or, from
 * Developer Options, to another server over https. PDF previews are blob: frames and images; nothing may frame the app
 * but itself.
 */
export const APP_POLICY: PolicyDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'https:'],
  'frame-src': ["'self'", 'blob:'],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/** `directives` that also run the one inline script whose text is exactly `text` (a rendered page's start-up module). */
export function allowingInlineScript(directives: PolicyDirectives, text: string): PolicyDirectives {
  return { ...directives, 'script-src': [...(directives['script-src'] ?? []), sha256Source(text)] };
}

/**
 * Sends `directives` as the Content-Security-Policy of every answer that has none of its own (the sandbox gateway's
 * pages set theirs). The service worker's copy of the shell keeps the header it was fetched with, so the app
 * offline runs under the same policy.
 */
export function contentSecurityPolicy(directives: PolicyDirectives): MiddlewareHandler {
  const header = policyHeader(directives);
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', header);
  };
}
