/**
 * npm test, after the build: fails when a page's initial JavaScript (gzip), or a route area's (public, student, staff:
 * its pages' taken together), is over its budget in bench/budget.json, so that code added later cannot quietly grow
 * what a cheap phone downloads first.
 * Run alone: node --import tsx scripts/check-bundle-budget.ts (after npm run build).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureAreas, measurePages, type Budget, type Manifest } from './bundle-budget';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`${path.relative(root, manifestFile)} is missing: run npm run build first`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
const budget = JSON.parse(readFileSync(path.join(root, 'bench', 'budget.json'), 'utf8')) as Budget;
// Level 9, as bench/js-size.ts measures, so the two agree.
const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const sizes = measurePages(manifest, budget, gzipBytes);
const areas = measureAreas(manifest, budget, gzipBytes);

console.log('Initial JavaScript per page (entry and its static imports, gzip -9), against bench/budget.json');
console.table(
  Object.fromEntries(
    sizes.map((s) => [
      s.page,
      {
        'KB gzip': s.kb,
        'budget KB': s.budgetKb,
        'goal KB': s.goalKb ?? '',
        files: s.files,
        within: s.over ? 'NO: OVER BUDGET' : 'yes',
      },
    ]),
  ),
);
console.log(
  "Initial JavaScript per route area (its pages' files taken together, each once), against bench/budget.json",
);
console.table(
  Object.fromEntries(
    areas.map((a) => [
      a.area,
      {
        'KB gzip': a.kb,
        'budget KB': a.budgetKb,
        pages: a.pages,
        files: a.files,
        within: a.over ? 'NO: OVER BUDGET' : 'yes',
      },
    ]),
  ),
);
const over = [
  ...sizes.filter((s) => s.over).map((s) => `${s.page} ${s.kb} KB > ${s.budgetKb} KB`),
  ...areas.filter((a) => a.over).map((a) => `the ${a.area} area ${a.kb} KB > ${a.budgetKb} KB`),
];
if (over.length) {
  console.error(
    `Over budget: ${over.join('; ')}.\n` +
      'Load the new code later (a lazy route or a dynamic import) instead of raising the budget.',
  );
  process.exit(1);
}
