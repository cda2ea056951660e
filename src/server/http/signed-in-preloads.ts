import { entryKey, initialFiles, initialStylesheets, readManifest } from './vite-manifest';

/** The source of the signed-in frame (header, menus), which every signed-in screen loads. */
const SIGNED_IN_FRAME = 'src/app/shell/signed-in-frame.tsx';

/**
 * Link tags that fetch the signed-in frame's code (its chunk, what it imports, its stylesheet) alongside the app's
 * entry, for the HTML sent to a signed-in user. Without them the browser discovers them one after another
 * (entry → route → frame), a round trip each on a slow mobile network. Files the
 * entry already preloads are left out. Empty when the build has no manifest (the page then loads as before).
 */
export function signedInPreloadTags(staticDir: string, { styles = true }: { styles?: boolean } = {}): string {
  const manifest = readManifest(staticDir);
  if (!manifest) return '';
  if (!manifest[SIGNED_IN_FRAME]) return '';
  const atStart = new Set(initialFiles(manifest, [entryKey(manifest)]));
  const scripts = initialFiles(manifest, [SIGNED_IN_FRAME]).filter((file) => !atStart.has(file));
  const stylesheets = styles ? initialStylesheets(manifest, [SIGNED_IN_FRAME]) : [];
  return [
    ...stylesheets.map((file) => `<link rel="preload" as="style" href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

/**
 * Stylesheet links for every screen's styles beyond the entry's (a few KB gzip in all), for a signed-in screen rendered
 * on the server: it paints from the HTML with its own styles (the frame's, the form's) instead of unstyled until its
 * code has loaded them. Empty when the build has no manifest.
 */
export function screenStylesheetTags(staticDir: string): string {
  const manifest = readManifest(staticDir);
  if (!manifest) return '';
  const atStart = new Set(initialStylesheets(manifest, [entryKey(manifest)]));
  const all = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  return [...all]
    .filter((file) => !atStart.has(file))
    .sort()
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('');
}

/**
 * Module preloads for a signed-in screen's own code (the chunk its route loads lazily and what it imports), leaving
 * out what the entry and the signed-in frame already bring: for a screen rendered on the server, whose route would
 * otherwise find them only once it loads (Vite's loader then adds the links in the middle of the app's start).
 * Empty when the build has no manifest or the screen is not a chunk of it.
 */
export function screenPreloadTags(staticDir: string, screen: string): string {
  const manifest = readManifest(staticDir);
  if (!manifest?.[screen]) return '';
  const before = new Set(
    initialFiles(manifest, [entryKey(manifest), ...(manifest[SIGNED_IN_FRAME] ? [SIGNED_IN_FRAME] : [])]),
  );
  return initialFiles(manifest, [screen])
    .filter((file) => !before.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}
