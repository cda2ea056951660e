/**
 * The JavaScript a page downloads before it can show anything, read from Vite's build manifest
 * (dist/.vite/manifest.json): the entry, the route chunks the page opens at once, and everything they import
 * statically, transitively. Dynamic imports are left out: they load later, when a screen asks for them.
 */

import { entryKey, initialFiles, type Manifest } from '../src/server/http/vite-manifest';

export { entryKey, initialFiles, type Manifest };

/** A page or signed-in area, the chunks it opens at start (manifest keys: source paths), and its budget. */
export interface PageBudget {
  /** Manifest keys of the route chunks the page opens at once, beside the entry (e.g. a lazy screen). */
  loads: string[];
  /** Fails when the page's initial JavaScript is larger, in KB (1024 bytes) of gzip level 9. */
  budgetKb: number;
  /** Where this page must get to: reported, not enforced, until the budget reaches it. */
  goalKb?: number;
}
export interface Budget {
  pages: Record<string, PageBudget>;
}

export interface PageSize {
  page: string;
  kb: number;
  budgetKb: number;
  goalKb: number | null;
  files: number;
  over: boolean;
}

const round = (kb: number) => Math.round(kb * 10) / 10;

/** Each page's initial JavaScript against its budget; `gzipBytes` gives a dist file's gzip size. */
export function measurePages(manifest: Manifest, budget: Budget, gzipBytes: (file: string) => number): PageSize[] {
  const entry = entryKey(manifest);
  return Object.entries(budget.pages).map(([page, { loads, budgetKb, goalKb }]) => {
    const files = initialFiles(manifest, [entry, ...loads]);
    const kb = round(files.reduce((sum, file) => sum + gzipBytes(file), 0) / 1024);
    return { page, kb, budgetKb, goalKb: goalKb ?? null, files: files.length, over: kb > budgetKb };
  });
}
