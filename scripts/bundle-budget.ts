/**
 * The JavaScript a page downloads before it can show anything, read from Vite's build manifest
 * (dist/.vite/manifest.json): the entry, the route chunks the page opens at once, and everything they import
 * statically, transitively. Dynamic imports are left out: they load later, when a screen asks for them.
 */

import { entryKey, initialFiles, type Manifest } from '../src/server/http/vite-manifest';

export { entryKey, initialFiles, type Manifest };

/** Who a page is for: visitors, students (and their parents and alumni), or the college's staff. */
export type RouteArea = 'public' | 'student' | 'staff';

/** A page or signed-in area, the chunks it opens at start (manifest keys: source paths), and its budget. */
export interface PageBudget {
  area: RouteArea;
  /** Manifest keys of the route chunks the page opens at once, beside the entry (e.g. a lazy screen). */
  loads: string[];
  /** Fails when the page's initial JavaScript is larger, in KB (1024 bytes) of gzip level 9. */
  budgetKb: number;
  /** Where this page must get to: reported, not enforced, until the budget reaches it. */
  goalKb?: number;
}
export interface Budget {
  pages: Record<string, PageBudget>;
  /**
   * Per route area, the JavaScript its pages open at start taken together (each file once): a screen of the area that
   * grows, or a new one that brings code of its own to the first load, shows here even while each page stays within
   * its own budget. In KB of gzip level 9.
   */
  areas: Record<RouteArea, { budgetKb: number }>;
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

export interface AreaSize {
  area: RouteArea;
  kb: number;
  budgetKb: number;
  pages: number;
  files: number;
  over: boolean;
}

/** Each route area's initial JavaScript (its pages' files, each once) against the area's budget. */
export function measureAreas(manifest: Manifest, budget: Budget, gzipBytes: (file: string) => number): AreaSize[] {
  const entry = entryKey(manifest);
  return (Object.entries(budget.areas) as [RouteArea, { budgetKb: number }][]).map(([area, { budgetKb }]) => {
    const pages = Object.values(budget.pages).filter((page) => page.area === area);
    const files = new Set(pages.flatMap((page) => initialFiles(manifest, [entry, ...page.loads])));
    const kb = round([...files].reduce((sum, file) => sum + gzipBytes(file), 0) / 1024);
    return { area, kb, budgetKb, pages: pages.length, files: files.size, over: kb > budgetKb };
  });
}
