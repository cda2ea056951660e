import * as v from 'valibot';
import { plainText } from '../forms/plain-text';
import { MONEY_MESSAGES } from '../money/messages';
import { parseRupees } from '../money/money';
import { CopyBarcodeSchema } from './desk';

/**
 * A copy on loan reported lost, or given back damaged, at the desk: the loan ends, the copy is written off (LOST or
 * DAMAGED, in its history) and the patron is charged: a lost copy's price unless the desk types another amount, a
 * damaged copy what the desk types (at most its price). A late fine is added as at any return.
 */
export const LOSS_KINDS = ['LOST', 'DAMAGED'] as const;
export type LossKind = (typeof LOSS_KINDS)[number];

export const LOSS_MESSAGES = {
  kindInvalid: /*i18n*/ 'Choose whether the copy is lost or damaged',
  amountInvalid: /*i18n*/ 'Enter the amount to charge in rupees, up to two decimals',
  reasonInvalid: /*i18n*/ 'Say what happened, in at most 300 characters',
  noPrice: /*i18n*/ 'This copy has no price in the catalogue: type the amount to charge',
  damagedAmount: /*i18n*/ 'Type the amount to charge for the damage',
  overPrice: /*i18n*/ 'The charge for damage is at most the copy’s price, {price}',
  lost: /*i18n*/ '{name} is charged {amount} for the lost copy {accession}',
  damaged: /*i18n*/ '{name} is charged {amount} for the damaged copy {accession}',
} as const;

/** What the desk sends: the copy, lost or damaged, the amount typed ('' for a lost copy's price) and what happened. */
export const LossSchema = v.object({
  barcode: CopyBarcodeSchema,
  kind: v.picklist(LOSS_KINDS, LOSS_MESSAGES.kindInvalid),
  amount: v.pipe(
    v.string(LOSS_MESSAGES.amountInvalid),
    v.trim(),
    v.check((s) => {
      const parsed = parseRupees(s);
      return s === '' || parsed.ok || parsed.reason === 'tooLarge';
    }, LOSS_MESSAGES.amountInvalid),
    v.check((s) => s === '' || parseRupees(s).ok, MONEY_MESSAGES.tooLarge),
  ),
  reason: v.pipe(plainText(300, LOSS_MESSAGES.reasonInvalid), v.minLength(1, LOSS_MESSAGES.reasonInvalid)),
});
export type LossInput = v.InferOutput<typeof LossSchema>;

/** POST /api/app/library/losses: what was charged, and the late fine the loan also came to. */
export const LossAnswerSchema = v.object({
  message: v.string(),
  patron: v.object({ name: v.string(), code: v.string() }),
  chargePaise: v.number(),
  finePaise: v.number(),
});
export type LossAnswer = v.InferOutput<typeof LossAnswerSchema>;
