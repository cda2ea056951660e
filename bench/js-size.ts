import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export interface JsSize {
  /** Every script loaded before network idle, each gzipped at level 9, summed. */
  totalGzipKb: number;
  /** Only what index.html asks for (the entry and its module preloads). */
  initialGzipKb: number;
  files: { file: string; rawKb: number; gzipKb: number; initial: boolean }[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
/** The service worker and the Workbox chunks it imports are not part of the page's JavaScript. */
const isServiceWorkerScript = (pathname: string) => /(^|\/)(sw|service-worker)\.js$|workbox-/.test(pathname);

/** (b) gzip size of the JavaScript a page of the built app loads before the network goes quiet. */
export async function benchJsSize(baseUrl: string, pagePath: string): Promise<JsSize> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS.filter((a) => a !== '--headless'),
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const bodies: Promise<[string, Buffer] | null>[] = [];
    page.on('response', (res) => {
      const pathname = new URL(res.url()).pathname;
      const isJs = res.request().resourceType() === 'script' || /javascript/.test(res.headers()['content-type'] ?? '');
      if (!isJs || isServiceWorkerScript(pathname) || res.status() !== 200) return;
      bodies.push(
        res.body().then(
          (body) => [pathname, body] as [string, Buffer],
          () => null,
        ),
      );
    });
    await page.goto(baseUrl + pagePath, { waitUntil: 'networkidle', timeout: 60_000 });
    const scripts = new Map((await Promise.all(bodies)).filter((b) => b !== null));
    const html = await (await fetch(baseUrl + pagePath)).text();
    const initial = new Set(
      [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => new URL(m[1]!, baseUrl).pathname),
    );
    const files = [...scripts]
      .map(([file, body]) => ({
        file,
        rawKb: kb(body.length),
        gzipKb: kb(gzipSync(body, { level: 9 }).length),
        initial: initial.has(file),
      }))
      .sort((a, b) => b.gzipKb - a.gzipKb);
    const sum = (list: typeof files) => Math.round(list.reduce((n, f) => n + f.gzipKb, 0) * 10) / 10;
    await context.close();
    return { totalGzipKb: sum(files), initialGzipKb: sum(files.filter((f) => f.initial)), files };
  } finally {
    await browser.close();
  }
}
