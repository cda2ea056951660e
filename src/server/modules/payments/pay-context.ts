import type { Context } from 'hono';
import type { SignInLimiter } from '../../http/attempt-limit';
import type { Letterhead } from '../../../domain/pdf/letterhead';
import type { Database } from '../../db/client';
import type { ConfirmContext } from './confirm-charge';

/** What the fee routes need: the request-scoped db, the gateway context and our public address. */
export interface PayDeps {
  db: Database;
  confirm: ConfirmContext;
  /** Where the gateway sends the payer back and posts the webhook. */
  publicUrl: string;
  /** The only origin a paymentLink may have (payments.paymentLinkOrigin). */
  paymentLinkOrigin: string | undefined;
  letterhead: () => Promise<Letterhead>;
  /** Counts the applicant's identification attempts (admission number + date of birth) per number and address. */
  applicantLimits: SignInLimiter;
  /** The client address the limits count (TRUST_PROXY aware). */
  address: (c: Context) => string;
}
