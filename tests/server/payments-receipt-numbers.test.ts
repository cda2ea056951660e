import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allocateReceiptNumber } from '../../src/server/modules/payments/receipt-numbers';
import type { Database } from '../../src/server/db/client';
import { freshDatabase, postgresReachable, type TestDatabase } from './support/databases';
import { testClock } from './support/test-app';

const reachable = await postgresReachable();
let database: TestDatabase;

// Each test numbers from its own empty sequence: a serial it expects never depends on what another test allocated.
beforeEach(async () => {
  if (reachable) database = await freshDatabase('postgres');
});
afterEach(async () => database?.drop());

describe.skipIf(!reachable)('receipt numbers: sequential per financial year, no gaps (PostgreSQL)', () => {
  it('gives 50 concurrent confirming transactions the serials 1..50, and a rolled-back one gives its serial back', async () => {
    const { db } = database.handle;
    const at = new Date('2026-11-23T09:00:00Z');
    const rolledBack = await db
      .transaction(async (tx) => {
        await allocateReceiptNumber(tx as unknown as Database, at);
        throw new Error('payment not recorded');
      })
      .catch((e: Error) => e.message);
    expect(rolledBack).toBe('payment not recorded');
    const numbers = await Promise.all(
      Array.from({ length: 50 }, () => db.transaction((tx) => allocateReceiptNumber(tx as unknown as Database, at))),
    );
    expect(numbers.map((n) => n.serial).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(numbers.map((n) => n.receiptNo)).size).toBe(50);
    expect(numbers.find((n) => n.serial === 7)!.receiptNo).toBe('RCPT/2026-2027/000007');
  });

  it('starts again at 1 when the financial year changes at midnight IST on 1 April (injected clock)', async () => {
    const { db } = database.handle;
    const time = testClock(Date.parse('2027-03-31T18:29:00Z')); // 23:59 IST, 31 March 2027
    const allocate = () => db.transaction((tx) => allocateReceiptNumber(tx as unknown as Database, time.clock()));
    expect(await allocate()).toMatchObject({ financialYear: '2026-2027', serial: 1 });
    const last = await allocate();
    expect(last).toMatchObject({ financialYear: '2026-2027', serial: 2 });
    time.advance(60_000); // 00:00 IST, 1 April 2027 (still 31 March in UTC)
    const first = await allocate();
    expect(first).toEqual({ financialYear: '2027-2028', serial: 1, receiptNo: 'RCPT/2027-2028/000001' });
  });
});
