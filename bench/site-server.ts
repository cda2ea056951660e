import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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
