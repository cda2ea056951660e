import { describe, expect, it } from 'vitest';
import { DEVICE_COPIES, DEVICE_COPY_PREFIXES, DEVICE_COPY_TABLES } from '../../src/domain/device-copies';
import type { DeviceCopies } from '../../src/domain/device-copy';
import { moduleTables } from './support/module-tables';

/** Every module's device-copies.ts, by file: each exports its personal copies as one `*_DEVICE_COPIES` object. */
const COPY_FILES = import.meta.glob<Record<string, DeviceCopies>>('../../src/domain/*/device-copies.ts', {
  eager: true,
});
const moduleCopies = moduleTables(COPY_FILES, '_DEVICE_COPIES').map(({ file, name, table }) => ({
  file,
  name,
  copies: table,
}));

/** The modules' files a list leaves out. */
const unlisted = (list: readonly DeviceCopies[]) =>
  moduleCopies.filter(({ copies }) => !list.includes(copies)).map(({ name }) => name);

describe("the modules' device copies (src/domain/*/device-copies.ts) and DEVICE_COPIES", () => {
  it('finds every module that keeps personal copies on the device', () => {
    expect(moduleCopies.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['PAYMENTS_DEVICE_COPIES', 'STUDENTS_DEVICE_COPIES', 'EXAMS_DEVICE_COPIES']),
    );
  });

  it("lists every module's copies, so sign-out forgets them", () => {
    expect(unlisted(DEVICE_COPIES)).toEqual([]);
    expect(DEVICE_COPIES).toHaveLength(moduleCopies.length);
  });

  it("fails when a module's copies are missing from the list", () => {
    expect(unlisted(DEVICE_COPIES.slice(1))).toHaveLength(1);
  });

  it('names each table and record prefix once, a prefix a word and its colon', () => {
    expect(new Set(DEVICE_COPY_TABLES).size).toBe(DEVICE_COPY_TABLES.length);
    expect(new Set(DEVICE_COPY_PREFIXES).size).toBe(DEVICE_COPY_PREFIXES.length);
    for (const prefix of DEVICE_COPY_PREFIXES) expect(prefix, prefix).toMatch(/^[a-z]+:$/);
  });
});
