import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const signedIn = vi.hoisted(() => ({ username: 'parent1' }));
vi.mock('../../../src/app/lib/http', () => ({
  isNetworkFailure: (error: unknown) => error instanceof TypeError,
}));
vi.mock('../../../src/app/lib/session', () => ({ currentUser: () => ({ username: signedIn.username }) }));

import { deviceBacked } from '../../../src/app/lib/offline/device-backed';
import { offlineDb } from '../../../src/app/lib/offline/offline-db';
import { unmarkTable } from '../../../src/app/lib/offline/persisted-mark';
import { devicePage, pageStorage } from './device-page';

pageStorage();

const RECEIPT = { fileName: 'RCPT-2026-27-0001_Fee_Collection_2026-11-02.pdf', b64: 'JVBERi0xLjQK' };
const network = { failure: null as Error | null };

/** A receipt as the payment history asks for it: the feeReceipts table, record [receipt number, roll number]. */
const receiptQuery = () =>
  deviceBacked({
    queryKey: ['private', 'fee-receipt', signedIn.username, 'RCPT-2026-27-0001', '22B81A0501'],
    fetch: async () => {
      if (network.failure) throw network.failure;
      return RECEIPT;
    },
    table: 'feeReceipts',
    record: ['RCPT-2026-27-0001', '22B81A0501'],
    origin: true,
  });

beforeEach(async () => {
  signedIn.username = 'parent1';
  network.failure = null;
  // What the page marked as persisted goes with the copies, as at sign-out.
  unmarkTable('feeReceipts');
  await offlineDb.feeReceipts.clear();
});

describe('fee receipts on the device', () => {
  it("keeps a fetched receipt under its user's name and gives the same bytes back offline", async () => {
    const online = devicePage();
    await online.client.fetchQuery(receiptQuery());
    await online.persisted();
    expect(await offlineDb.feeReceipts.get(['parent1', 'RCPT-2026-27-0001'])).toMatchObject({
      rollNo: '22B81A0501',
      ...RECEIPT,
    });

    network.failure = new TypeError('Failed to fetch');
    const answer = await devicePage().client.fetchQuery(receiptQuery());
    expect(answer).toMatchObject({ data: RECEIPT, source: 'device' });
  });

  it("never answers one user with another user's copy", async () => {
    const online = devicePage();
    await online.client.fetchQuery(receiptQuery());
    await online.persisted();

    signedIn.username = 'student1';
    network.failure = new TypeError('Failed to fetch');
    await expect(devicePage().client.fetchQuery(receiptQuery())).rejects.toThrow('Failed to fetch');
  });
});
