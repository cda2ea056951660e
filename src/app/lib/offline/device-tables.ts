import type { CollegeProfile } from '../../../domain/home/college-profile';
import type { ReceiptAnswer } from '../../../domain/payments/payment-history';
import { currentUser } from '../session';
import { storedText } from '../stored-list';
import { offlineStore } from './device-store';

/** What a table holds for one query: the answer's value and when the server gave it (UTC ms). */
export interface DeviceCopy {
  value: unknown;
  fetchedAt: number;
}

/**
 * How each table of the device keeps one query's answer. `record` names the answer within its table (a result sheet's
 * exam title and roll number, a lookup's path and parameters); the tables and their records are the ones earlier
 * versions wrote, so copies persisted before an update still answer after it. Loaded when a copy is read or written,
 * never with a page.
 */
interface DeviceTable {
  read(record: readonly string[]): Promise<DeviceCopy | undefined>;
  /** Writes the copy unless `wanted` says no once the store is open; true when written. */
  write(record: readonly string[], copy: DeviceCopy, wanted: () => boolean): Promise<boolean>;
}

/**
 * The college profile (a few hundred bytes) is kept in localStorage rather than the device store, so persisting it,
 * which every page the server renders does, never loads Dexie.
 */
const collegeProfileText = storedText('campus-erp-college-profile');

/** A user's payment histories and receipts are theirs alone: kept under their user name and deleted at sign-out. */
const owner = () => currentUser()?.username ?? '';

/**
 * The open store, or null when the copy is no longer wanted by then (its query left the cache: the sign-out sweep).
 * A write issued right after this check runs before any clear the sweep issues later, IndexedDB keeping their order.
 */
async function storeIf(wanted: () => boolean) {
  const db = await offlineStore();
  return wanted() ? db : null;
}

const tables = {
  examTitles: {
    async read() {
      const stored = await (await offlineStore()).examTitles.orderBy('position').toArray();
      if (stored.length === 0) return undefined;
      return { value: stored.map((s) => s.title), fetchedAt: Math.min(...stored.map((s) => s.fetchedAt)) };
    },
    async write(_record, { value, fetchedAt }, wanted) {
      const db = await storeIf(wanted);
      await db?.transaction('rw', db.examTitles, async () => {
        await db.examTitles.clear();
        await db.examTitles.bulkPut((value as string[]).map((title, position) => ({ title, position, fetchedAt })));
      });
      return db !== null;
    },
  },
  resultSheets: {
    async read([examTitle = '', rollNo = '']) {
      const stored = await (await offlineStore()).resultSheets.get([examTitle, rollNo]);
      return stored && { value: stored.sheet, fetchedAt: stored.fetchedAt };
    },
    async write([examTitle = '', rollNo = ''], { value, fetchedAt }, wanted) {
      const db = await storeIf(wanted);
      await db?.resultSheets.put({ examTitle, rollNo, sheet: value as never, fetchedAt });
      return db !== null;
    },
  },
  lookups: {
    async read([name = '']) {
      const stored = await (await offlineStore()).lookups.get(name);
      return stored && { value: stored.value, fetchedAt: stored.fetchedAt };
    },
    async write([name = ''], { value, fetchedAt }, wanted) {
      const db = await storeIf(wanted);
      await db?.lookups.put({ name, value, fetchedAt });
      return db !== null;
    },
  },
  paymentHistories: {
    async read([rollNo = '']) {
      const stored = await (await offlineStore()).paymentHistories.get([owner(), rollNo]);
      return stored && { value: stored.history, fetchedAt: stored.fetchedAt };
    },
    async write([rollNo = ''], { value, fetchedAt }, wanted) {
      const db = await storeIf(wanted);
      await db?.paymentHistories.put({ owner: owner(), rollNo, history: value as never, fetchedAt });
      return db !== null;
    },
  },
  feeReceipts: {
    async read([receiptNo = '']) {
      const stored = await (await offlineStore()).feeReceipts.get([owner(), receiptNo]);
      return stored && { value: { fileName: stored.fileName, b64: stored.b64 }, fetchedAt: stored.fetchedAt };
    },
    async write([receiptNo = '', rollNo = ''], { value, fetchedAt }, wanted) {
      const db = await storeIf(wanted);
      const { fileName, b64 } = value as ReceiptAnswer;
      await db?.feeReceipts.put({ owner: owner(), receiptNo, rollNo, fileName, b64, fetchedAt });
      return db !== null;
    },
  },
  collegeProfile: {
    async read() {
      const text = collegeProfileText.read();
      if (text !== null) {
        try {
          return { value: JSON.parse(text) as unknown, fetchedAt: 0 };
        } catch {
          // damaged: the copy an earlier version kept in the device store, if any
        }
      }
      const legacy = await (await offlineStore()).lookups.get('collegeProfile');
      return legacy && { value: legacy.value, fetchedAt: legacy.fetchedAt };
    },
    async write(_record, { value }, wanted) {
      if (!wanted()) return false;
      const text = JSON.stringify(value as CollegeProfile);
      if (collegeProfileText.read() !== text) collegeProfileText.write(text);
      return true;
    },
  },
} satisfies Record<string, DeviceTable>;

/** The tables a device-backed query can be persisted in. */
export type DeviceTableName = keyof typeof tables;

export const readCopy = (table: DeviceTableName, record: readonly string[]): Promise<DeviceCopy | undefined> =>
  tables[table].read(record);

export const writeCopy = (
  table: DeviceTableName,
  record: readonly string[],
  copy: DeviceCopy,
  wanted: () => boolean,
): Promise<boolean> => tables[table].write(record, copy, wanted);
