import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { entryKey, readManifest, type Manifest } from './vite-manifest';

/** A chunk smaller than this evaluates in well under a millisecond: it is not worth a task of its own. */
const OWN_TASK_BYTES = 20_000;

/** Every chunk the entry imports statically, in the order the browser evaluates ES modules (depth first, post-order). */
export function evaluationOrder(manifest: Manifest, from: string): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
    order.push(key);
  };
  visit(from);
  return order;
}

/**
 * The large chunks (React, the router…) that can start as module scripts of their own before the entry, so each
 * evaluates in a task of its own instead of all of them in one long task, in exactly the order the entry
 * alone would evaluate them: a chunk is taken only when what it evaluates (itself and what it imports that has not
 * run yet) is the next stretch of the entry's own order. Dist-relative files, in the order to add them.
 */
export function evaluateFirst(manifest: Manifest, sizeOf: (file: string) => number): string[] {
  const entry = entryKey(manifest);
  const order = evaluationOrder(manifest, entry).filter((key) => key !== entry);
  const done = new Set<string>();
  const steps: string[] = [];
  for (const key of order) {
    if (done.has(key) || sizeOf(manifest[key]!.file) < OWN_TASK_BYTES) continue;
    const runs = evaluationOrder(manifest, key).filter((k) => !done.has(k));
    const next = order.filter((k) => !done.has(k)).slice(0, runs.length);
    if (runs.join() !== next.join()) continue;
    runs.forEach((k) => done.add(k));
    steps.push(manifest[key]!.file);
  }
  return steps;
}

/** The same, read from a build (dist/.vite/manifest.json and the files' sizes); empty without a manifest. */
export function evaluateFirstIn(staticDir: string): string[] {
  const manifest = readManifest(staticDir);
  if (!manifest) return [];
  return evaluateFirst(manifest, (file) => {
    const full = path.join(staticDir, file);
    return existsSync(full) ? statSync(full).size : 0;
  });
}
