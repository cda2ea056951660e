import * as v from 'valibot';

/**
 * Linking a parent to a student and making an alumni account for a roll number (a "claim") need more than
 * the roll number and date of birth, which relatives and classmates know: a one-time code sent to the
 * contact on the student's admission record. These are the words and rules both forms share.
 */
export const CLAIM_CODE_DIGITS = 6;
export const CLAIM_CODE_MINUTES = 15;
/** Wrong entries of one code before it stops working (each also counts against the roll number). */
export const CLAIM_CODE_TRIES = 3;

export const CLAIM_MESSAGES = {
  codeRequired: 'Please enter the code we sent.',
  codeInvalid: `The code has ${String(CLAIM_CODE_DIGITS)} digits.`,
  // One answer whether or not the date of birth matched: only the student's contact learns that it did.
  codeSent: `If the roll number and date of birth match the college's record, we sent a ${String(CLAIM_CODE_DIGITS)}-digit code to the student's e-mail or mobile number on the admission record. Enter it here within ${String(CLAIM_CODE_MINUTES)} minutes.`,
  recordContact: "the student's e-mail or mobile number on the admission record",
  codeWrong: 'This code is not right. Check the newest code we sent, or ask for a new one.',
  codeExpired: 'This code has expired or was already used. Please ask for a new code.',
  rollLocked:
    'Too many attempts for this roll number. Linking a parent and creating an alumni account for it are paused for an hour. Please try again later or ask the college office.',
  tooManyCodes:
    'You already asked for several codes for this roll number in the last hour. Please use the newest one, or try again later.',
  codeLabel: 'Code',
  resend: 'Send a new code',
} as const;

const CODE_DIGITS = new RegExp(`^\\d{${String(CLAIM_CODE_DIGITS)}}$`);
const spacesRemoved = v.transform((s: string) => s.replace(/\s+/g, ''));

/** The code field of a claim: empty asks for a code to be sent; otherwise the digits that were sent. */
export const ClaimCodeSchema = v.pipe(
  v.optional(v.string(CLAIM_MESSAGES.codeInvalid), ''),
  spacesRemoved,
  v.check((s) => s === '' || CODE_DIGITS.test(s), CLAIM_MESSAGES.codeInvalid),
);

/** The second step's form: the code that was sent, required there. */
export const ClaimCodeEntrySchema = v.object({
  code: v.pipe(
    v.optional(v.string(CLAIM_MESSAGES.codeRequired), ''),
    spacesRemoved,
    v.nonEmpty(CLAIM_MESSAGES.codeRequired),
    v.regex(CODE_DIGITS, CLAIM_MESSAGES.codeInvalid),
  ),
});

/** The answer to a request for a code (202), the same whether or not the date of birth matched. */
export const ClaimCodeSentSchema = v.object({
  message: v.string(),
  /** Where a code goes, in words that name no address or number. */
  sentTo: v.string(),
});
export type ClaimCodeSent = v.InferOutput<typeof ClaimCodeSentSchema>;
