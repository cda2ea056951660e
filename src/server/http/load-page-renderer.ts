import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { RenderPage } from '../../domain/ssr/rendered-page';

/**
 * The server's renderer of pages (src/app/ssr/render-page.tsx, built into dist-ssr/). The server knows it only by
 * this shape: it loads the built file at start, never the app's sources (docs/layering.md).
 */
export interface PageRenderer {
  renderPage: RenderPage;
}

/** Loads the built renderer, or answers null (pages then render in the browser alone) when it is off or not built. */
export async function loadPageRenderer(bundle: string | null, logger: Logger): Promise<PageRenderer | null> {
  if (!bundle) return null;
  if (!existsSync(bundle)) {
    logger.warn({ bundle }, 'pages are not rendered on the server: run npm run build');
    return null;
  }
  const loaded = (await import(pathToFileURL(bundle).href)) as Partial<PageRenderer>;
  if (typeof loaded.renderPage !== 'function') throw new Error(`${bundle} does not export renderPage`);
  return { renderPage: loaded.renderPage };
}
