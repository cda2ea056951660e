/**
 * The per-module tables of one kind (every `src/domain/<m>/screens.ts`, `titles.ts`, …), found through the test's own
 * `import.meta.glob` (Vite reads its pattern from the call, so each test makes it): each file's exports whose name
 * ends with `suffix` (`_SCREENS`, `_TITLES`, …).
 */
export function moduleTables<T>(files: Record<string, Record<string, T>>, suffix: string) {
  return Object.entries(files).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([name]) => name.endsWith(suffix))
      .map(([name, table]) => ({ file, name, table })),
  );
}

/** The keys two of these tables give (merged into one object, only the last would be kept). */
export function keysInTwo(tables: readonly Readonly<Record<string, unknown>>[]): string[] {
  const keys = tables.flatMap((table) => Object.keys(table));
  return keys.filter((key, i) => keys.indexOf(key) !== i);
}
