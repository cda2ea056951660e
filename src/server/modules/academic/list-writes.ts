import type { ListKind } from '../../../domain/academic/list-descriptor';
import type { ChangeAction } from '../../../domain/academic/maker-checker';
import { LISTS } from '../../../domain/academic/lists';
import { LIST_MESSAGES as M, LIST_REASONS } from '../../../domain/academic/messages';
import type { Decision, Editor } from './list-audit';
import type { ListStore } from './list-store';

type Row = Record<string, unknown> & { id: number };

/** A change to a list: a new row, a row's new values, or a delete. */
export type ListChange =
  | { action: 'add'; row: Record<string, unknown> }
  | { action: 'edit'; id: number; row: Record<string, unknown> }
  | { action: 'delete'; id: number };

/** Why a change is refused: the status and the §8 words (with the reason where there is one). */
export interface Refusal {
  status: 400 | 404 | 409;
  body: { message: string; reason?: string };
}

export type Outcome = { applied: true; row: Row | null } | { applied: false; refusal: Refusal };

const codeOf = (err: unknown) => [err, (err as { cause?: unknown })?.cause].map((e) => (e as { code?: unknown })?.code);
const isUniqueViolation = (err: unknown) => codeOf(err).includes('23505');
const isForeignKeyViolation = (err: unknown) => codeOf(err).includes('23503');

/**
 * Lists whose rows other rows hold by value rather than by id: the fields they hold (admissions hold castes' codes …;
 * leave holds its allotment by year, staff category and type).
 */
const KEYED_FIELDS: Partial<Record<ListKind, string[]>> = {
  levels: ['code'],
  casteCategories: ['code'],
  subCastes: ['name'],
  seatTypes: ['name'],
  agents: ['name'],
  keyValues: ['itemKey'],
  feeTypes: ['name'],
  leaveAllotments: ['academicYearId', 'staffCategory', 'leaveTypeId'],
};

const duplicate = (kind: ListKind, action: ChangeAction): Refusal => ({
  status: 409,
  body: {
    message: action === 'add' ? M.invalid : M.modificationFailed,
    reason: `This ${LISTS[kind].one} is already on the list`,
  },
});

/** Whether a refusal is an add refused because a row with the same key is already on the list. */
export const isDuplicateAdd = (kind: ListKind, refusal: Refusal): boolean =>
  refusal.status === 409 && refusal.body.reason === duplicate(kind, 'add').body.reason;

/**
 * Checks a change and applies it with its audit entry: the one write path of a direct change and of a pending
 * change at its authorization, so both meet the same rules (references on their lists, rules across rows, a held key
 * not changed, no maximum below values stored, no allotment below what is spent of it, nothing orphaned, no
 * duplicate). Checks and write are one transaction with the row locked, so a write that spends the row (leave, marks)
 * saved at the same moment is either seen by the checks or waits for the change. `decided` names the checker when the
 * change waited for one.
 */
export function applyListChange(
  store: ListStore,
  kind: ListKind,
  change: ListChange,
  editor: Editor,
  decided?: Decision,
): Promise<Outcome> {
  return store.inTurn(kind, change.action === 'add' ? null : change.id, () =>
    checkAndApply(store, kind, change, editor, decided),
  );
}

async function checkAndApply(
  store: ListStore,
  kind: ListKind,
  change: ListChange,
  editor: Editor,
  decided?: Decision,
): Promise<Outcome> {
  const refuse = (status: 400 | 404 | 409, message: string, reason?: string): Outcome => ({
    applied: false,
    refusal: { status, body: reason === undefined ? { message } : { message, reason } },
  });
  if (change.action !== 'delete') {
    const missing = await store.missingReference(LISTS[kind], change.row);
    if (missing) return refuse(404, missing);
    // Rules across rows: dates within their academic year, one current academic year.
    const conflict = await store.rowConflict(LISTS[kind], change.row, change.action === 'add' ? null : change.id);
    if (conflict) return refuse(conflict.status, conflict.message, conflict.reason);
  }
  const current = change.action === 'add' ? null : await store.find(kind, change.id);
  if (change.action !== 'add' && !current) return refuse(404, M.noSuchRecord);
  if (change.action === 'edit') {
    // A key other rows hold by value (a level's code in its degrees) does not change while they hold it.
    const keyChanged = KEYED_FIELDS[kind]?.some((key) => current![key] !== change.row[key]);
    const held = keyChanged ? await store.usedBy(kind, current!, true) : null;
    if (held) return refuse(409, M.modificationFailed, held);
    // A maximum never drops below marks already stored (28 of 20 would be shown and processed).
    const above = await store.aboveCeilings(kind, change.id, change.row);
    if (above > 0) return refuse(409, M.modificationFailed, LIST_REASONS.marksAboveMaximum(above));
    // An allotment never drops below the days its staff have already taken or applied for.
    const below = await store.belowFloors(kind, current!, change.row);
    if (below > 0) return refuse(409, M.modificationFailed, LIST_REASONS.leaveAboveAllotment(below));
  }
  if (change.action === 'delete') {
    const usedBy = await store.usedBy(kind, current!);
    if (usedBy) return refuse(409, M.deleteRefused, usedBy);
  }
  try {
    if (change.action === 'add') return { applied: true, row: await store.insert(kind, change.row, editor, decided) };
    if (change.action === 'edit')
      return { applied: true, row: await store.update(kind, change.id, change.row, editor, decided) };
    await store.remove(kind, current!, editor, decided);
    return { applied: true, row: null };
  } catch (err) {
    if (isUniqueViolation(err)) return { applied: false, refusal: duplicate(kind, change.action) };
    // Something the descriptor does not name still holds the row: refused all the same.
    if (change.action === 'delete' && isForeignKeyViolation(err))
      return refuse(409, M.deleteRefused, 'Other records still use it');
    throw err;
  }
}

export type Transaction = <T>(fn: () => Promise<T>) => Promise<T>;

class TrialDone extends Error {
  constructor(readonly outcome: Outcome) {
    super('trial change rolled back');
  }
}

/** Applies a change in a transaction that is then rolled back: whether it would be refused, changing nothing. */
export async function tryChange(transaction: Transaction, apply: () => Promise<Outcome>): Promise<Outcome> {
  try {
    await transaction(async () => {
      throw new TrialDone(await apply());
    });
  } catch (err) {
    if (err instanceof TrialDone) return err.outcome;
    throw err;
  }
  throw new Error('unreachable: a trial always rolls back');
}
