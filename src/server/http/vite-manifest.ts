import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Vite's build manifest (dist/.vite/manifest.json): which file each source became and what it imports. Read by the
 * server to preload the signed-in frame's code, and by the JavaScript size budget (scripts/bundle-budget.ts).
 */

/** One chunk of Vite's build manifest (only the fields read here). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest key of the app's entry (index.html). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry && key.endsWith('.html'));
  if (entries.length !== 1)
    throw new Error(`expected one page entry in the build manifest, found ${entries.length}: ${entries.join(', ')}`);
  return entries[0]!;
}

/** The source of the module that starts the app on a page rendered by the server (an entry of its own in vite.config.ts). */
const START_UP_MODULE = 'src/app/start-after-first-paint.ts';

/** The site path of the built start-up module, or null when the build has none. */
export function startUpModuleIn(manifest: Manifest | null): string | null {
  const file = manifest?.[START_UP_MODULE]?.file;
  return file ? `/${file}` : null;
}

/** The chunks (manifest keys) given and every chunk they import statically, transitively, in visiting order. */
function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(
        `"${key}" is not in the build manifest (renamed or no longer a chunk of its own?): update bench/budget.json`,
      );
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/** The JavaScript files (dist-relative) of the given chunks and of every chunk they import statically, transitively. */
export function initialFiles(manifest: Manifest, keys: string[]): string[] {
  return staticClosure(manifest, keys)
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'));
}

/** The stylesheets (dist-relative) those chunks bring. */
export function initialStylesheets(manifest: Manifest, keys: string[]): string[] {
  return [...new Set(staticClosure(manifest, keys).flatMap((key) => manifest[key]!.css ?? []))];
}

/** The build's manifest (dist/.vite/manifest.json under `staticDir`), or null when the build has none. */
export function readManifest(staticDir: string): Manifest | null {
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  return existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : null;
}
