import { describe, expect, it } from 'vitest';
import type { ResultSheet } from '../../src/domain/results/result-sheet';
import type { DatabaseHandle } from '../../src/server/db/client';
import { listenForResultChanges } from '../../src/server/modules/results/result-changes';
import type { ResultsStore } from '../../src/server/modules/results/service';
import { WARM_BATCH, withSheetCache } from '../../src/server/modules/results/sheet-cache';
import type { PdfThreads } from '../../src/server/pdf/pdf-pool';

const sheetOf = (rollNo: string) => ({ studentRollNo: rollNo, listofRecords: [] }) as unknown as ResultSheet;

/** A store of one title's `count` students, counting the statements it is asked to run. */
function countingStore(count: number, title = 'B.Tech I Semester Regular') {
  const rolls = Array.from({ length: count }, (_, i) => `R${String(i + 1).padStart(4, '0')}`);
  const asked = { lookups: 0, batches: 0 };
  const store = {
    examTitles: () => Promise.resolve([title]),
    resultSheet: (examTitle: string, rollNo: string) => {
      asked.lookups += 1;
      return Promise.resolve(examTitle === title && rolls.includes(rollNo) ? sheetOf(rollNo) : null);
    },
    sheetsOfTitle: (examTitle: string, after: number, limit: number) => {
      asked.batches += 1;
      const ids = examTitle === title ? rolls.map((_, i) => i + 1).filter((id) => id > after) : [];
      return Promise.resolve(
        ids.slice(0, limit).map((id) => ({ studentId: id, rollNo: rolls[id - 1]!, sheet: sheetOf(rolls[id - 1]!) })),
      );
    },
  } as unknown as ResultsStore;
  return { store, asked, rolls, title };
}

describe("the replica's memory of published sheets", () => {
  it("reads a published title's sheets ahead, so no student's first lookup reaches the database", async () => {
    const { store, asked, rolls, title } = countingStore(WARM_BATCH * 2 + 5);
    const cached = withSheetCache(store, 60_000, 10_000);
    expect(await cached.warm(title)).toBe(rolls.length);
    expect(asked.batches).toBe(3);
    for (const roll of rolls) expect(await cached.resultSheet(title, roll)).toEqual(sheetOf(roll));
    expect(asked.lookups).toBe(0);
  });

  it('reads ahead no more sheets than it keeps', async () => {
    const { store, title } = countingStore(50);
    expect(await withSheetCache(store, 60_000, 20).warm(title)).toBe(20);
  });

  it('keeps nothing read before a change that came while it was reading', async () => {
    const { store, asked, rolls, title } = countingStore(WARM_BATCH * 3);
    const cached = withSheetCache(store, 60_000, 10_000);
    const warming = cached.warm(title);
    cached.forget();
    expect(await warming).toBe(0);
    await cached.resultSheet(title, rolls[0]!);
    expect(asked.lookups).toBe(1);
    const looking = cached.resultSheet(title, rolls[1]!);
    cached.forget();
    await looking;
    await cached.resultSheet(title, rolls[1]!);
    expect(asked.lookups).toBe(3);
  });

  it('reads through while the replica is not listening for changes, and reads nothing ahead', async () => {
    const { store, asked, rolls, title } = countingStore(5);
    const cached = withSheetCache(store, 60_000, 100, { listening: () => false });
    expect(await cached.warm(title)).toBe(0);
    await cached.resultSheet(title, rolls[0]!);
    await cached.resultSheet(title, rolls[0]!);
    expect(asked.lookups).toBe(2);
  });

  it('forgets on every notification and reads ahead the title a notification names', async () => {
    const { store, asked, rolls, title } = countingStore(10);
    let notify: (payload: string) => void = () => undefined;
    const database = {
      listen: (_channel: string, onNotify: (payload: string) => void) => {
        notify = onNotify;
        return Promise.resolve({ listening: () => true });
      },
    } as unknown as DatabaseHandle;
    const pdfJobs: string[] = [];
    const pdfs: PdfThreads = { build: async (job) => (pdfJobs.push(job.kind), new Uint8Array(0)) };
    const cached = withSheetCache(
      store,
      60_000,
      100,
      listenForResultChanges(database, () => cached, pdfs),
    );
    await new Promise((resolve) => setImmediate(resolve));
    await cached.resultSheet(title, rolls[0]!);
    expect(asked.lookups).toBe(1);
    notify('');
    await cached.resultSheet(title, rolls[0]!);
    expect(asked.lookups).toBe(2);
    expect(pdfJobs).toEqual([]);
    notify(title);
    await new Promise((resolve) => setImmediate(resolve));
    for (const roll of rolls) await cached.resultSheet(title, roll);
    expect(asked.lookups).toBe(2);
    // A publication also readies a PDF thread for the title's first PDFs.
    expect(pdfJobs).toEqual(['warm']);
  });
});
