import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, startChildServer, type ChildServer } from './child-server';

export const DIST_INDEX = path.join(ROOT, 'dist', 'index.html');
export const distBuilt = () => existsSync(DIST_INDEX);

/**
 * The app as deployed (API and built PWA from dist/, or from `staticDir`, a copy of it) on a fresh embedded database
 * with the demo college.
 */
export async function startSiteServer(staticDir = path.join(ROOT, 'dist')): Promise<ChildServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-bench-site-'));
  try {
    const server = await startChildServer({ BENCH_TARGET: 'api', STATIC_DIR: staticDir, DATA_DIR: dataDir });
    return {
      url: server.url,
      stop: () => server.stop().finally(() => rmSync(dataDir, { recursive: true, force: true })),
    };
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/**
 * A copy of dist/ at `dir` with `files` (path inside the site → content) added, for a bench that serves a page of its
 * own beside the app's (a baseline) through the same server and middleware, without adding a route to the app.
 */
export function siteCopyWith(dir: string, files: Record<string, string>): string {
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'dist'), dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}
