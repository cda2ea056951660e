import { describe, expect, it } from 'vitest';
import { COUNTER_KEYS } from '../../src/domain/dashboards/counter-keys';
import { COUNTER_LABELS } from '../../src/domain/dashboards/counters';
import { keysInTwo, moduleTables } from './support/module-tables';

type Labels = Readonly<Record<string, string>>;

/** Every module's counter-keys.ts and counters.ts: its counts' names (`*_COUNTER_KEYS`) and labels (`*_COUNTERS`). */
const KEY_FILES = import.meta.glob<Record<string, readonly string[]>>('../../src/domain/*/counter-keys.ts', {
  eager: true,
});
const LABEL_FILES = import.meta.glob<Record<string, Labels>>('../../src/domain/*/counters.ts', { eager: true });
const moduleKeys = moduleTables(KEY_FILES, '_COUNTER_KEYS').filter(({ file }) => !file.includes('/dashboards/'));
const moduleLabels = moduleTables(LABEL_FILES, '_COUNTERS');

/** The modules' names a merged list leaves out. */
const unlisted = (list: readonly string[]) =>
  moduleKeys.flatMap(({ table }) => table).filter((key) => !list.includes(key));

describe("the counters: every module's counter names and labels, merged in dashboards/", () => {
  it('finds the modules with counters, their names and labels alike', () => {
    expect(moduleKeys.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['ALUMNI_COUNTER_KEYS', 'PAYMENTS_COUNTER_KEYS', 'FACULTY_COUNTER_KEYS']),
    );
    for (const { file, table } of moduleKeys) {
      const labels = moduleLabels.find((l) => l.file === file.replace('counter-keys.ts', 'counters.ts'));
      expect(Object.keys(labels?.table ?? {}), file).toEqual([...table]);
    }
  });

  it("lists every module's names and gives each its module's label", () => {
    expect(unlisted(COUNTER_KEYS)).toEqual([]);
    expect(unlisted(COUNTER_KEYS.filter((key) => key !== 'alumniWorking'))).toEqual(['alumniWorking']);
    const wrong = moduleLabels
      .flatMap(({ table }) => Object.entries(table))
      .filter(([key, label]) => COUNTER_LABELS[key as keyof typeof COUNTER_LABELS] !== label);
    expect(wrong).toEqual([]);
  });

  it('names each count once, with a label', () => {
    expect(new Set(COUNTER_KEYS).size).toBe(COUNTER_KEYS.length);
    expect(keysInTwo(moduleLabels.map(({ table }) => table))).toEqual([]);
    expect(Object.keys(COUNTER_LABELS).sort()).toEqual([...COUNTER_KEYS].sort());
  });
});
