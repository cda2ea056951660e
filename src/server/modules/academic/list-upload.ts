import { and, eq, sql } from 'drizzle-orm';
import type { ListKind } from '../../../domain/academic/list-descriptor';
import {
  LIST_UPLOAD_MESSAGES as U,
  ReferenceIndex,
  UPLOAD_KEYS,
  checkListRow,
  uploadColumns,
  uploadKeyOf,
  uploadLayout,
  type ReferenceIndexes,
  type UploadLayout,
} from '../../../domain/academic/list-upload';
import { LISTS } from '../../../domain/academic/lists';
import { isCheckedList } from '../../../domain/academic/maker-checker';
import { NOT_FOUND_BY_LIST } from '../../../domain/academic/messages';
import type { Database } from '../../db/client';
import { isAllowed } from '../../../domain/auth/access';
import { listChangeRequests } from '../../db/schema';
import { sheetImporter, type RowSaved, type SheetImporter, type SheetUpload } from '../../sheets/sheet-import';
import type { ChangeRequestStore } from './change-requests';
import type { Editor } from './list-audit';
import type { ListStore } from './list-store';
import { applyListChange, isDuplicateAdd, type Outcome, type Transaction } from './list-writes';

type Row = Record<string, unknown> & { id: number };

/** Rows checked between two progress updates; the rows to add are applied (or tried) together at each. */
const PROGRESS_ROWS = 200;

class BatchTried extends Error {
  constructor(readonly outcomes: Outcome[]) {
    super('trial batch rolled back');
  }
}

/**
 * Each change tried by the one write path inside one transaction that is then rolled back (each change in its own
 * savepoint, as the store's writes nest): whether each would be refused, changing nothing. The changes of a batch
 * see one another, as they would once authorized in order.
 */
async function tryChanges(transaction: Transaction, changes: (() => Promise<Outcome>)[]): Promise<Outcome[]> {
  if (!changes.length) return [];
  try {
    await transaction(async () => {
      const outcomes: Outcome[] = [];
      for (const change of changes) outcomes.push(await change());
      throw new BatchTried(outcomes);
    });
  } catch (err) {
    if (err instanceof BatchTried) return err.outcomes;
    throw err;
  }
  throw new Error('unreachable: a trial always rolls back');
}

async function allRows(store: ListStore, kind: ListKind): Promise<Row[]> {
  return (await store.page(kind, '', {}, 1, 1_000_000, 'all')).rows;
}

/**
 * The labels of a list's rows as a template's drop-down shows them and an upload reads them: the row's label field,
 * and where two rows share it, the label of the row's first reference after it ('2022-2026 (B.Tech)'), then its id.
 */
export async function referenceChoices(
  store: ListStore,
  kind: ListKind,
): Promise<{ label: string; value: number | string; alias: string }[]> {
  const list = LISTS[kind];
  const rows = await allRows(store, kind);
  const plain = (row: Row) => String(row[list.labelField]);
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(plain(row), (counts.get(plain(row)) ?? 0) + 1);
  const parent = list.fields.find((f) => f.kind === 'reference');
  const parentLabels = new Map<unknown, string>();
  if ([...counts.values()].some((n) => n > 1) && parent?.kind === 'reference') {
    const target = LISTS[parent.list];
    for (const row of await allRows(store, parent.list))
      parentLabels.set(parent.valueField ? row[parent.valueField] : row.id, String(row[target.labelField]));
  }
  const qualified = rows.map((row) => {
    const label = plain(row);
    if (counts.get(label) === 1) return label;
    const of = parent ? parentLabels.get(row[parent.name]) : undefined;
    return of ? `${label} (${of})` : `${label} #${String(row.id)}`;
  });
  const again = new Map<string, number>();
  for (const label of qualified) again.set(label, (again.get(label) ?? 0) + 1);
  return rows.map((row, i) => {
    const label = again.get(qualified[i]!) === 1 ? qualified[i]! : `${qualified[i]!} #${String(row.id)}`;
    return { label, value: row.id, alias: plain(row) };
  });
}

/** The drop-downs of a list's template and the look-ups of its upload: each referenced list's rows by label. */
export async function uploadReferences(
  store: ListStore,
  kind: ListKind,
): Promise<{ labels: Partial<Record<ListKind, string[]>>; indexes: ReferenceIndexes }> {
  const labels: Partial<Record<ListKind, string[]>> = {};
  const indexes: ReferenceIndexes = {};
  for (const field of LISTS[kind].fields) {
    if (field.kind !== 'reference' || indexes[field.list]) continue;
    let entries = await referenceChoices(store, field.list);
    if (field.valueField) {
      // A reference by value (a degree's level code): the value the row holds, by the same labels.
      const byId = new Map((await allRows(store, field.list)).map((r) => [r.id, r[field.valueField!]]));
      entries = entries.map((e) => ({ ...e, value: byId.get(e.value as number) as string }));
    }
    labels[field.list] = entries.map((e) => e.label);
    indexes[field.list] = new ReferenceIndex(entries);
  }
  return { labels, indexes };
}

/** The keys of the rows waiting for authorization to be added to a checked list. */
async function pendingAddKeys(db: Database, kind: ListKind): Promise<Set<string>> {
  const pending = await db
    .select({ proposed: listChangeRequests.proposed })
    .from(listChangeRequests)
    .where(
      and(
        eq(listChangeRequests.list, kind),
        eq(listChangeRequests.action, 'add'),
        eq(listChangeRequests.status, 'pending'),
      ),
    );
  return new Set(pending.flatMap((p) => (p.proposed ? [uploadKeyOf(kind, p.proposed)] : [])));
}

export interface ListUploadDeps {
  db: Database;
  lists: ListStore;
  requests: ChangeRequestStore;
  transaction: Transaction;
  kind: ListKind;
  editor: Editor;
}

/** A checked row of a list's sheet: the row to add and its key (UPLOAD_KEYS). */
interface ListRow {
  row: Record<string, unknown>;
  key: string;
}

/**
 * An uploaded sheet of a list's rows: each row checked by checkListRow (the list's one schema), then saved through the
 * one write path (applyListChange: references, rules across rows, duplicates, the audit log), or, for a list whose
 * changes wait for authorization, tried and stored as a pending add exactly as the screen's add. A row whose key
 * (UPLOAD_KEYS) is already on the list, already awaiting authorization, or earlier in the file is not added again,
 * so an upload repeated adds nothing. Progress is recorded every PROGRESS_ROWS rows for the app's poll.
 */
export async function listUpload(deps: ListUploadDeps): Promise<SheetUpload<UploadLayout, ListRow>> {
  const { db, lists, requests, transaction, kind, editor } = deps;
  const list = LISTS[kind];
  const columns = uploadColumns(list);
  const keyHeaders = UPLOAD_KEYS[kind].map((k) => columns.find((c) => c.field.name === k)?.header ?? k);
  const { indexes } = await uploadReferences(lists, kind);
  const checked = isCheckedList(kind);
  const known = new Set((await allRows(lists, kind)).map((r) => uploadKeyOf(kind, r)));
  if (checked) for (const key of await pendingAddKeys(db, kind)) known.add(key);
  const alreadyThere: RowSaved = {
    already: { column: keyHeaders.join(', '), reason: U.alreadyOnList(list.one, keyHeaders) },
  };

  const save = async (rows: readonly ListRow[]): Promise<RowSaved[]> => {
    const outcomes = rows.map((r): RowSaved => (known.has(r.key) ? alreadyThere : 'saved'));
    const tried = rows.flatMap((r, i) => (known.has(r.key) ? [] : [i]));
    const attempts = tried.map((i) => () => applyListChange(lists, kind, { action: 'add', row: rows[i]!.row }, editor));
    const results: Outcome[] = [];
    if (checked) results.push(...(await tryChanges(transaction, attempts)));
    else for (const attempt of attempts) results.push(await attempt());
    const accepted: number[] = [];
    results.forEach((outcome, n) => {
      const i = tried[n]!;
      if (outcome.applied) accepted.push(i);
      // Another upload of the list running at the same time added this row after this one read the list.
      else if (isDuplicateAdd(kind, outcome.refusal)) outcomes[i] = alreadyThere;
      else {
        const { message, reason } = outcome.refusal.body;
        const field = list.fields.find((f) => f.kind === 'reference' && NOT_FOUND_BY_LIST[f.list] === message);
        outcomes[i] = { refused: [{ column: field?.label ?? '', reason: reason ? `${message}: ${reason}` : message }] };
      }
    });
    if (checked && accepted.length) {
      // The changes that would go through wait for authorization, stored together. Pending adds have no unique key,
      // so uploads of one list submit one at a time and each first drops the rows another has just submitted.
      await transaction(async () => {
        await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`list-upload:${kind}`}))`);
        const waiting = await pendingAddKeys(db, kind);
        const fresh = accepted.filter((i) => !waiting.has(rows[i]!.key));
        accepted.filter((i) => !fresh.includes(i)).forEach((i) => (outcomes[i] = alreadyThere));
        for (const i of fresh) await requests.submit(kind, { action: 'add', row: rows[i]!.row }, null, editor);
      });
    }
    return outcomes;
  };

  return {
    layout: {
      read: (header) => uploadLayout(columns, header),
      noHeader: U.noHeader(columns.map((c) => c.header)),
    },
    check: (row, layout) => {
      const result = checkListRow(list, row.number, row.cells, layout, indexes, row.date1904);
      if (!result.ok) return { texts: result.texts, issues: result.issues };
      const key = uploadKeyOf(kind, result.row);
      return { texts: result.texts, value: { row: result.row, key }, key };
    },
    repeated: (earlier) => ({ column: keyHeaders.join(', '), reason: U.repeatedInFile(earlier.row) }),
    save,
    batchRows: PROGRESS_ROWS,
  };
}

/** Every list's sheet for masterDataExcelsUploads?fileType={list}: uploaded by the list's writers (as its screen's add). */
export function listImporters(
  db: Database,
  lists: ListStore,
  requests: ChangeRequestStore,
  transaction: Transaction,
): Readonly<Record<string, SheetImporter>> {
  return Object.fromEntries(
    Object.values(LISTS).map((list) => [
      list.kind,
      sheetImporter({
        mayUpload: (user) => isAllowed(list.writers, user.roles),
        open: (_job, user) => listUpload({ db, lists, requests, transaction, kind: list.kind, editor: user }),
        headers: uploadColumns(list).map((c) => c.header),
        errorsFileName: `${list.title} not submitted.xlsx`,
      }),
    ]),
  );
}
