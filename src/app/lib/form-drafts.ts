import { offlineStore } from './offline-store';

/** The forms that keep drafts (issue 9 §8: both admission forms). */
export type DraftForm = 'admissionForm' | 'admissionFormForSmsk';

/**
 * Unsaved admission forms on this device, one per signed-in user and form (Dexie `drafts`, key
 * [user+form]). A draft survives a reload or a closed tab; it goes after a save, at sign-out and at a
 * kiosk's idle reset.
 */
export async function saveDraft(user: string, form: DraftForm, values: Record<string, unknown>): Promise<void> {
  await (await offlineStore()).drafts.put({ user, form, values, savedAt: Date.now() });
}

export async function loadDraft(user: string, form: DraftForm): Promise<Record<string, unknown> | null> {
  const stored = await (await offlineStore()).drafts.get([user, form]);
  return stored?.values ?? null;
}

export async function deleteDraft(user: string, form: DraftForm): Promise<void> {
  await (await offlineStore()).drafts.delete([user, form]);
}

/** At sign-out: every draft of that user. */
export async function deleteDraftsOf(user: string): Promise<void> {
  await (await offlineStore()).drafts.where('user').equals(user).delete();
}

/** At a kiosk's idle reset: every draft on the device (a kiosk is shared by everyone at the desk). */
export async function deleteAllDrafts(): Promise<void> {
  await (await offlineStore()).drafts.clear();
}
