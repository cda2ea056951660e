import Dexie, { type EntityTable, type Table } from 'dexie';
import type { PaymentHistory } from '../../../domain/payments/payment-history';
import type { ResultSheet } from '../../../domain/results/result-sheet';
import { markDraftsIfUnknown } from './draft-mark';
import { OFFLINE_DB_NAME } from './offline-db-name';
import { unmarkAll } from './persisted-mark';

export interface StoredExamTitle {
  title: string;
  /** Order the server listed it in (newest first). */
  position: number;
  fetchedAt: number;
}

export interface StoredResultSheet {
  examTitle: string;
  rollNo: string;
  sheet: ResultSheet;
  fetchedAt: number;
}

/** Small reference data (the college profile, later lookup lists), stored whole under a name. */
export interface StoredLookup {
  name: string;
  value: unknown;
  fetchedAt: number;
}

/** A form not yet saved (design card: staff forms), kept per signed-in user and form until it is saved or the user leaves. */
export interface StoredDraft {
  user: string;
  form: string;
  values: Record<string, unknown>;
  savedAt: number;
}

/**
 * A student's payment history as last fetched (the student's own, or a parent's child). Personal data:
 * kept per signed-in user (`owner`, their user name) and deleted at sign-out.
 */
export interface StoredPaymentHistory {
  owner: string;
  /** The roll number asked for, or '' for a student's own history. */
  rollNo: string;
  history: PaymentHistory;
  fetchedAt: number;
}

/** A receipt PDF opened on this device (the same bytes the server made), so it opens offline too. */
export interface StoredFeeReceipt {
  owner: string;
  receiptNo: string;
  rollNo: string;
  fileName: string;
  b64: string;
  fetchedAt: number;
}

/** Everything this device keeps for offline use, each record with the time it was fetched (UTC ms). */
export const offlineDb = new Dexie(OFFLINE_DB_NAME) as Dexie & {
  examTitles: EntityTable<StoredExamTitle, 'title'>;
  resultSheets: Table<StoredResultSheet, [string, string]>;
  lookups: EntityTable<StoredLookup, 'name'>;
  drafts: Table<StoredDraft, [string, string]>;
  paymentHistories: Table<StoredPaymentHistory, [string, string]>;
  feeReceipts: Table<StoredFeeReceipt, [string, string]>;
};

offlineDb.version(1).stores({
  examTitles: 'title, position',
  resultSheets: '[examTitle+rollNo], fetchedAt',
  lookups: 'name',
});

offlineDb.version(2).stores({
  examTitles: 'title, position',
  resultSheets: '[examTitle+rollNo], fetchedAt',
  lookups: 'name',
  drafts: '[user+form], user',
  paymentHistories: '[owner+rollNo]',
  feeReceipts: '[owner+receiptNo], owner',
});

// A device whose mark of drafts is unknown (storage cleared, drafts kept before the mark existed) gets it written from
// the drafts held here, each time the store opens, so the forms' next opening need not load the store (draft-mark.ts).
// A store created afresh (its database deleted, the marks left) holds no copies: the persisted mark says so.
offlineDb.on('populate', () => unmarkAll());
offlineDb.on(
  'ready',
  (vipDb) =>
    markDraftsIfUnknown(() => vipDb.table<StoredDraft, [string, string]>('drafts').toCollection().primaryKeys()),
  true,
);
