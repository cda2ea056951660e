import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { CLAIM_MESSAGES as M, type ClaimCodeSent } from '../../domain/auth/student-claim';
import type { Database } from '../db/client';
import { admissions, students, users } from '../db/schema';
import { counterKey, windowRule, type AttemptRule, type AttemptStore, type CounterState } from '../http/attempt-store';
import type { Logger } from '../http/logger';
import { sendInBackground, type Mailer } from '../mail/mailer';
import { mailI18n } from '../mail/mail-i18n';
import type { SmsSender } from '../mail/sms';
import { claimCodeMail, claimCodeText, claimDoneMail, type ClaimPurpose } from '../mail/student-claim-mails';
import { claimCodes, claimantKey, type Claimant } from './claim-codes';

export interface StudentClaimLimits {
  /** Misses (date of birth or code) per roll number, from any accounts and addresses, that lock it... */
  missLimit: number;
  /** ...when they fall within this window; the lock then lasts lockMs from the last miss. */
  missWindowMs: number;
  lockMs: number;
  /** Codes sent per roll number and claimant per missWindowMs (one claimant cannot use up another's). */
  codesPerWindow: number;
}

/** At most `limit` misses in a window that starts with the first; the limit reached, the key waits lockMs from the last. */
function lockAfterMissesRule(limit: number, windowMs: number, lockMs: number): AttemptRule {
  const locked = (s: NonNullable<CounterState>) => s.count >= limit;
  const current = (state: CounterState, now: Date): CounterState => {
    if (!state) return null;
    const t = now.getTime();
    return t - state.windowStart.getTime() < windowMs || (locked(state) && t - state.lastAt.getTime() < lockMs)
      ? state
      : null;
  };
  return {
    waitMs(state, now) {
      const s = current(state, now);
      return s && locked(s) ? s.lastAt.getTime() + lockMs - now.getTime() : 0;
    },
    next(state, now) {
      const s = current(state, now);
      return s
        ? { count: s.count + 1, windowStart: s.windowStart, lastAt: now }
        : { count: 1, windowStart: now, lastAt: now };
    },
  };
}

/** A refusal or the code's answer, ready to send as JSON. */
export type ClaimAnswer = {
  status: 202 | 400 | 409 | 429;
  body: { message: string } | ClaimCodeSent;
  retryAfterMs?: number;
};

export interface ClaimedStudent {
  id: number;
  rollNo: string;
}

/**
 * Claims on a student's identity: a parent linking, an alumni account being made. Every attempt is counted
 * against the roll number before anything is checked (parallel guesses cannot slip past together) and taken
 * back unless it was a miss, so the roll number's limit counts misses from any account and address. Once
 * the roll number and date of birth match, a one-time code goes to the contact on the admission record; only
 * the right code completes the claim, and the student is told by mail when it did.
 */
export function studentClaims(deps: {
  db: Database;
  store: AttemptStore;
  mailer: Mailer;
  sms: SmsSender | null;
  logger: Logger;
  limits: StudentClaimLimits;
}) {
  const { db, store, mailer, sms, logger, limits } = deps;
  const misses = lockAfterMissesRule(limits.missLimit, limits.missWindowMs, limits.lockMs);
  const sends = windowRule(limits.codesPerWindow, limits.missWindowMs);
  const codes = claimCodes(db);
  const rollKey = (rollNo: string) => counterKey('student-claim-roll', rollNo);
  const sendsKey = (who: Claimant) => `${String(who.requester)}:${claimantKey(who)}`;

  /** The student's e-mail (students row, else the admission form) and the parent mobile of the admission form. */
  async function contactOf(studentId: number) {
    const [row] = await db
      .select({ email: students.email, details: admissions.details, language: users.language })
      .from(students)
      .leftJoin(admissions, eq(admissions.studentId, students.id))
      .leftJoin(users, eq(users.studentId, students.id))
      .where(eq(students.id, studentId))
      .limit(1);
    const email = row?.email?.trim() || row?.details?.emailId?.trim() || null;
    const parentMobile = row?.details?.fatherContactNo?.trim() || row?.details?.motherContactNo?.trim() || null;
    // The student's mails in the language their account chose (English until they choose).
    return { email, parentMobile, i18n: mailI18n(row?.language ?? 'en') };
  }

  /** Sends the code after the answer: a failure is logged, and the answer takes the same time either way. */
  async function sendCode(purpose: ClaimPurpose, student: ClaimedStudent, who: Claimant): Promise<void> {
    const { email, parentMobile, i18n } = await contactOf(student.id);
    // A parent's code goes to the parent mobile when an SMS gateway is set up; every other case, to the e-mail.
    const toMobile = sms && parentMobile && (purpose === 'parent-link' || !email) ? parentMobile : null;
    if (!toMobile && !email) {
      logger.warn({ purpose }, 'claim code not sent: the admission record has no e-mail or mobile');
      return;
    }
    const code = await codes.issue(purpose, student.id, who, store.clock());
    if (!toMobile) return sendInBackground(mailer, logger, claimCodeMail(i18n, email!, purpose, student.rollNo, code));
    sms!.send(toMobile, claimCodeText(i18n, purpose, student.rollNo, code)).catch((err: unknown) => {
      logger.error({ reason: err instanceof Error ? err.message : String(err) }, 'claim code could not be sent');
    });
  }

  return {
    /**
     * Counts an attempt on the roll number; `retryAfterMs` when it is locked. The attempt stays counted
     * (a miss) unless `prove` or `release` takes it back.
     */
    async begin(rollNo: string) {
      const key = rollKey(rollNo);
      const counted = await store.claim(key, misses);
      if (counted.waitMs > 0)
        return {
          locked: { status: 429, body: { message: M.rollLocked }, retryAfterMs: counted.waitMs } satisfies ClaimAnswer,
        };
      return {
        locked: null,
        /** Not a miss: something other than the date of birth or code refused the claim. */
        release: () => store.release(key),
        /**
         * `student` is the student whose roll number and date of birth matched, or null. Without a code the
         * answer is the same 202 either way (a code goes out only on a match); a wrong date of birth stays
         * counted as a miss. With a code, the proved student when it is right; a wrong code, or any code with a
         * wrong date of birth, is the same 400 and stays a miss.
         */
        async prove(
          purpose: ClaimPurpose,
          student: ClaimedStudent | null,
          who: Claimant,
          code: string,
        ): Promise<ClaimAnswer | { proved: ClaimedStudent }> {
          if (code === '') {
            // Counted per claimant whether or not the date matched, so the count says nothing about the date.
            const sent = await store.claim(counterKey('student-claim-codes', `${rollNo}:${sendsKey(who)}`), sends);
            if (sent.waitMs > 0) return { status: 429, body: { message: M.tooManyCodes }, retryAfterMs: sent.waitMs };
            if (student) {
              await store.release(key);
              await sendCode(purpose, student, who);
            }
            return { status: 202, body: { message: M.codeSent, sentTo: M.recordContact } };
          }
          if (!student) return { status: 400, body: { message: M.codeWrong } };
          const checked = await codes.check(purpose, student.id, who, code, store.clock());
          if (checked === 'wrong') return { status: 400, body: { message: M.codeWrong } };
          await store.release(key);
          return checked === 'right' ? { proved: student } : { status: 400, body: { message: M.codeExpired } };
        },
      };
    },

    /** Tells the student by mail that the claim was completed (no mail when the record has no e-mail). */
    async completed(purpose: ClaimPurpose, student: ClaimedStudent, userName: string): Promise<void> {
      const { email, i18n } = await contactOf(student.id);
      if (email)
        sendInBackground(mailer, logger, claimDoneMail(i18n, email, purpose, student.rollNo, userName, store.clock()));
    },
  };
}
export type StudentClaims = ReturnType<typeof studentClaims>;

/** Sends a claim answer, with Retry-After in whole seconds when it has one. */
export function sendClaimAnswer(c: Context, answer: ClaimAnswer) {
  if (answer.retryAfterMs !== undefined)
    c.header('Retry-After', String(Math.max(1, Math.ceil(answer.retryAfterMs / 1000))));
  return c.json(answer.body, answer.status);
}
