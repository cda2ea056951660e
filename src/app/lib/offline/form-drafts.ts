import { DRAFT_FORMS, markAllDrafts, markDraft, markedDrafts, type DraftForm } from './draft-mark';
import { OFFLINE_DB_NAME } from './offline-db-name';
import { offlineStore } from './device-store';
import { databaseMayExist } from '../stored-list';

export type { DraftForm } from './draft-mark';

let lastWrite: Promise<unknown> = Promise.resolve();
/** Draft writes in the order they were asked for, so each one's mark matches the store after it. */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const next = lastWrite.then(work, work);
  lastWrite = next.catch(() => undefined);
  return next;
}

/**
 * Unsaved admission forms on this device, one per signed-in user and form (Dexie `drafts`, key
 * [user+form]). A draft survives a reload or a closed tab; it goes after a save, at sign-out and at a
 * kiosk's idle reset.
 */
export function saveDraft(user: string, form: DraftForm, values: Record<string, unknown>): Promise<void> {
  return inTurn(async () => {
    markDraft(user, form, true);
    await (await offlineStore()).drafts.put({ user, form, values, savedAt: Date.now() });
    // Again: the store's opening may have written an unknown mark from the drafts it held before this one.
    markDraft(user, form, true);
  });
}

export async function loadDraft(user: string, form: DraftForm): Promise<Record<string, unknown> | null> {
  const stored = await (await offlineStore()).drafts.get([user, form]);
  return stored?.values ?? null;
}

/**
 * Whether `user` may have a draft of `form` here: the mark says. Without a mark (storage cleared, or drafts kept
 * before the mark existed) the answer is yes if the store exists; opening it writes the mark (offline-db.ts).
 */
export async function mayHaveDraft(user: string, form: DraftForm): Promise<boolean> {
  const marked = markedDrafts();
  if (marked) return marked(user, form);
  if (await databaseMayExist(OFFLINE_DB_NAME)) return true;
  markAllDrafts([]);
  return false;
}

export function deleteDraft(user: string, form: DraftForm): Promise<void> {
  return inTurn(async () => {
    await (await offlineStore()).drafts.delete([user, form]);
    markDraft(user, form, false);
  });
}

/** At sign-out: every draft of that user. */
export function deleteDraftsOf(user: string): Promise<void> {
  return inTurn(async () => {
    await (await offlineStore()).drafts.where('user').equals(user).delete();
    for (const form of DRAFT_FORMS) markDraft(user, form, false);
  });
}

/** At a kiosk's idle reset: every draft on the device (a kiosk is shared by everyone at the desk). */
export function deleteAllDrafts(): Promise<void> {
  return inTurn(async () => {
    await (await offlineStore()).drafts.clear();
    markAllDrafts([]);
  });
}
