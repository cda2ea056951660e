import * as v from 'valibot';
import { CIRCULATION_MESSAGES as M } from './circulation-messages';
import { plainText } from '../forms/plain-text';

/**
 * What the circulation desk sends: a patron's code and a copy's barcode as scanned, and the moment it happened at
 * the desk. A desk that lost the network keeps the action on the device and sends it later with that moment, so a
 * return made offline is dated (and fined) when the book came back, not when the network did.
 */

/** A scanned code: a roll number, an employee code or a barcode, as a scanner types it (case is not kept). */
const scanned = (max: number, message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.toUpperCase(),
    v.minLength(1, message),
    v.maxLength(max, message),
    v.regex(/^[A-Z0-9/-]+$/, message),
  );

export const PatronCodeSchema = scanned(20, M.patronInvalid);
export const CopyBarcodeSchema = scanned(32, M.barcodeInvalid);

/** When the desk did it (ISO 8601 with its offset); left out, the server's time of arrival. */
const occurredAt = v.optional(v.pipe(v.string(M.occurredInvalid), v.isoTimestamp(M.occurredInvalid)));

/**
 * Whether the desk did it without the network (the action waited on the device): the book already changed hands,
 * so what the rules would have refused is recorded and listed for the librarian instead of refused.
 */
const offline = v.optional(v.boolean(M.occurredInvalid), false);

export const IssueSchema = v.object({ patron: PatronCodeSchema, barcode: CopyBarcodeSchema, occurredAt, offline });
export type IssueInput = v.InferOutput<typeof IssueSchema>;

export const ReturnSchema = v.object({ barcode: CopyBarcodeSchema, occurredAt, offline });
export type ReturnInput = v.InferOutput<typeof ReturnSchema>;

export const RenewSchema = v.object({ barcode: CopyBarcodeSchema, occurredAt, offline });
export type RenewInput = v.InferOutput<typeof RenewSchema>;

/** How far a desk's clock may run ahead of the server's before its time is refused (phones drift). */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** The moment a desk action counts from: the desk's, unless it is missing; one in the future is refused (null). */
export function deskMoment(occurredAt: string | undefined, now: Date): Date | null {
  if (occurredAt === undefined) return now;
  const at = new Date(occurredAt);
  if (Number.isNaN(at.getTime()) || at.getTime() > now.getTime() + CLOCK_SKEW_MS) return null;
  return at.getTime() > now.getTime() ? now : at;
}

/** A patron's code in the address (GET /library/patrons/:code). */
export const PatronCodeParamSchema = v.object({ code: PatronCodeSchema });

/** Which conflicts to list: the open ones (the default) or the resolved ones. */
export const ConflictListQuerySchema = v.object({
  resolved: v.optional(v.picklist(['0', '1'], M.conflictNoteInvalid), '0'),
});

/** The librarian's note on how a conflict was resolved. */
export const ConflictResolveSchema = v.object({
  note: v.pipe(plainText(300, M.conflictNoteInvalid), v.minLength(1, M.conflictNoteInvalid)),
});
