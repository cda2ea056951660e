/** What the offline outbox keeps for one submission (docs/offline.md); the same shape in the page and the worker. */
export type OutboxState = 'waiting' | 'sending' | 'sent' | 'refused';

/** One part of a multipart body: text, or a file kept as a Blob on this device. */
export type OutboxFormPart = { name: string; value: string } | { name: string; blob: Blob; fileName: string };

export type OutboxBody =
  { type: 'json'; value: unknown } | { type: 'form'; parts: OutboxFormPart[] } | { type: 'none' };

export interface OutboxItem {
  id: string;
  /** The user name (lower case) of whoever made it: only they see it and only their session sends it. */
  owner: string;
  /** What it is, for the Outbox screen and for the form that can reopen it (e.g. 'achievement.create'). */
  kind: string;
  label: string;
  /** Same-origin address, e.g. /api/app/savefacultyAchievements. */
  url: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body: OutboxBody;
  /** Sent with every try: the server stores one record however often the item is replayed. */
  idempotencyKey: string;
  state: OutboxState;
  /** The server's message when it refused the item. */
  message: string | null;
  /** HTTP status of the last answer. */
  status: number | null;
  createdAt: number;
  /** When the last try started; a 'sending' item whose try is long gone is sent again. */
  triedAt: number | null;
  sentAt: number | null;
  attempts: number;
}

/** Headers that mark a request as an outbox submission for the service worker's Background Sync queue. */
export const OUTBOX_OWNER_HEADER = 'X-Outbox-Owner';
export const OUTBOX_ITEM_HEADER = 'X-Outbox-Item';
/** Set on the page's own replays so the worker does not queue them a second time. */
export const OUTBOX_REPLAY_HEADER = 'X-Outbox-Replay';

/** Answers that mean "try again later" rather than "the server refused this". */
export const isRetryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;

/** The server's `{ message }`, else a plain description of the status. */
export async function refusalMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.clone().json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // not JSON: fall through
  }
  return `The server refused this submission (HTTP ${response.status}).`;
}

/** The state an item takes after the server answered with this response. */
export async function settledBy(
  response: Response,
  now: number,
): Promise<Pick<OutboxItem, 'state' | 'message' | 'status' | 'sentAt'> | null> {
  if (isRetryableStatus(response.status)) return null;
  if (response.ok) return { state: 'sent', message: null, status: response.status, sentAt: now };
  return { state: 'refused', message: await refusalMessage(response), status: response.status, sentAt: null };
}
