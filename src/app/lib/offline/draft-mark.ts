import { storedList } from '../stored-list';

/** The forms that keep drafts (design card: both admission forms). */
export const DRAFT_FORMS = ['admissionForm', 'admissionFormForSmsk'] as const;
export type DraftForm = (typeof DRAFT_FORMS)[number];

/**
 * Which user and form have a draft on this device, kept beside the drafts in localStorage, so that opening a form
 * loads the device store (Dexie) only when there is a draft to give back (docs/offline.md). A store's writes keep it in
 * step (form-drafts.ts), and when the store opens on a device whose mark is unknown it is written from what the
 * store holds (offline-db.ts). A mark may be left over, never missing.
 */
const draftMark = storedList('campus-erp-drafts');
const markName = (user: string, form: string) => `${form}:${user}`;

/** Null when the mark is unknown: never written here, storage cleared or refused. */
export function markedDrafts(): ((user: string, form: DraftForm) => boolean) | null {
  const names = draftMark.read();
  return names && ((user, form) => names.includes(markName(user, form)));
}

/** Follows one draft in the mark; an unknown mark stays unknown (what else the store holds is not known here). */
export function markDraft(user: string, form: DraftForm, kept: boolean): void {
  const names = draftMark.read();
  if (!names) return;
  const name = markName(user, form);
  if (kept && !names.includes(name)) draftMark.write([...names, name]);
  else if (!kept) draftMark.write(names.filter((n) => n !== name));
}

/** The mark written whole from the store's draft keys ([user, form]), e.g. none when the kiosk clears them all. */
export function markAllDrafts(keys: readonly (readonly [string, string])[]): void {
  draftMark.write(keys.map(([user, form]) => markName(user, form)));
}

/** Writes the mark from the store when it is unknown, as the store opens (`readKeys` its draft keys). */
export async function markDraftsIfUnknown(
  readKeys: () => Promise<readonly (readonly [string, string])[]>,
): Promise<void> {
  if (draftMark.read() === null) markAllDrafts(await readKeys());
}
