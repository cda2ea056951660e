import { currentUser } from '../../session';
import { databaseMayExist, storedList } from '../../stored-list';
import { OUTBOX_DB_NAME } from './outbox-db-name';

/**
 * Which users may have submissions waiting in this device's outbox, kept beside it in localStorage so that opening a
 * signed-in screen loads the outbox and its store (Dexie, ~100 KB) only when there is something to send or count.
 * Only this page adds items (sendOrQueue), and it marks the user then (a resend makes an item already counted as
 * pending wait again); the mark is cleared once the outbox, followed, counts nothing pending. The service worker only
 * settles items, so a mark may be left over (the next opening loads the outbox, counts 0 and clears it), never
 * missing. A device without the mark (a first visit, cleared storage, an outbox filled before the mark existed) loads
 * the outbox if its database exists.
 */
const KEY = 'campus-erp-outbox-waiting';
const mark = storedList(KEY);
/** Sent on this page when an item is queued; the header's badge then follows the outbox. */
export const OUTBOX_QUEUED_EVENT = 'campus-outbox-queued';

/** Items belong to the signed-in user's name, in lower case (user names are unique whatever their case). */
export const outboxOwner = (): string | null => currentUser()?.username.toLowerCase() ?? null;

/**
 * True when `owner` may have items not sent yet on this device: marked, or no mark kept and the outbox's database
 * exists (or the browser cannot tell).
 */
export async function mayHaveWaiting(owner: string): Promise<boolean> {
  const owners = mark.read();
  if (owners) return owners.includes(owner);
  return databaseMayExist(OUTBOX_DB_NAME);
}

/** The outbox keeps an item for `owner`: mark them, and tell the page's badge. */
export function markWaiting(owner: string): void {
  const owners = mark.read() ?? [];
  if (!owners.includes(owner)) mark.write([...owners, owner]);
  window.dispatchEvent(new Event(OUTBOX_QUEUED_EVENT));
}

/** The outbox, followed, counted `pending` items for `owner`: the mark follows it (no event: the badge is following). */
export function noteCount(owner: string, pending: number): void {
  const stored = mark.read();
  const owners = stored ?? [];
  const marked = owners.includes(owner);
  if (pending > 0 && !marked) mark.write([...owners, owner]);
  else if (pending === 0 && (marked || stored === null)) mark.write(owners.filter((o) => o !== owner));
}

/** Whether a storage event (another tab of this app) changed the mark. */
export const isMarkChange = (event: StorageEvent) => event.key === KEY;
