import * as v from 'valibot';
import { GATEWAY_KEY_MESSAGES as M } from './accounts-messages';

const MASK = '••••••••';

/**
 * How a stored gateway key is shown: never in full. Keys of 12 characters or more keep their last four so
 * that staff can tell which key is stored; shorter ones show nothing of themselves.
 */
export function maskGatewayKey(key: string): string {
  return key.length >= 12 ? `${MASK}${key.slice(-4)}` : MASK;
}

/** A password field that still holds the mask (a client that sends the row back as it got it) keeps the key. */
export const isMaskedKey = (value: string): boolean => value.startsWith(MASK);

const required = (message: string, max: number) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, M.tooLong));

/** §3 Payment gateway key row, as the screen sends a new one (POST savePaymentGatewayKeyMaintenance). */
export const GatewayKeyRowSchema = v.object({
  feeType: required(M.feeTypeRequired, 100),
  paymentGatewayUserName: required(M.userNameRequired, 128),
  paymentGatewayPassword: required(M.passwordRequired, 256),
});
export type GatewayKeyRow = v.InferOutput<typeof GatewayKeyRowSchema>;

/** POST body: the rows to save (the unsaved rows the user filled in). */
export const SaveGatewayKeysSchema = v.pipe(
  v.array(GatewayKeyRowSchema, M.atLeastOneRow),
  v.minLength(1, M.atLeastOneRow),
  v.maxLength(100, M.tooLong),
  v.check((rows) => new Set(rows.map((r) => r.feeType.toUpperCase())).size === rows.length, M.sameFeeTypeTwice),
);

/**
 * PUT updatePaymentGatewayKeyMaintenance: one saved row. Replacing the key is explicit: a blank password
 * (or the mask the list answered) keeps the stored key.
 */
export const UpdateGatewayKeySchema = v.object({
  uniquekey: required(M.uniquekeyRequired, 64),
  feeType: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, M.tooLong))),
  paymentGatewayUserName: required(M.userNameRequired, 128),
  paymentGatewayPassword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(256, M.tooLong)), ''),
});
export type UpdateGatewayKey = v.InferOutput<typeof UpdateGatewayKeySchema>;

/** DELETE deletPaymentGatewayKeyMaintenance?uniquekey= (§7, as spelt). */
export const DeleteGatewayKeyQuerySchema = v.object({ uniquekey: required(M.uniquekeyRequired, 64) });

/** A saved row as GET getPaymentGatewayKeyMaintenance answers it: the key masked. */
export const SavedGatewayKeySchema = v.object({
  feeType: v.string(),
  paymentGatewayUserName: v.string(),
  paymentGatewayPassword: v.string(),
  uniquekey: v.string(),
  updatedAt: v.string(),
});
export type SavedGatewayKey = v.InferOutput<typeof SavedGatewayKeySchema>;

/** GET getPaymentGatewayKeyMaintenance: §7 status and list, plus the college's fee types (one row each). */
export const GatewayKeyListSchema = v.object({
  status: v.string(),
  list: v.array(SavedGatewayKeySchema),
  feeTypes: v.optional(v.array(v.string()), []),
});

/** The answer of save, update and delete: §7 status 'true' (or 'false') and the message the toast shows. */
export const GatewayKeyAnswerSchema = v.object({ status: v.string(), message: v.string() });
export type GatewayKeyAnswer = v.InferOutput<typeof GatewayKeyAnswerSchema>;
