import type { Context } from 'hono';
import { AUTH_MESSAGES } from '../../domain/auth/messages';
import { counterKey, windowRule, type AttemptRule, type AttemptStore, type CounterState } from './attempt-store';

export interface SignInLimits {
  freeFailures: number;
  delayBaseMs: number;
  delayMaxMs: number;
  lockoutFailures: number;
  lockoutMs: number;
  failureMemoryMs: number;
  addressFailureLimit: number;
  addressWindowMs: number;
}

/**
 * The applicant's identification on /selfPayment (admission number + date of birth): `failures` misses of
 * one admission number lock it for `lockoutMs` (each further miss within a day locks it again), and an
 * address may miss `addressFailureLimit` times per `addressWindowMs`. The sign-in limiter counts them.
 */
export interface SelfPaymentLimits {
  failures: number;
  lockoutMs: number;
  addressFailureLimit: number;
  addressWindowMs: number;
}

/** A day: how long an admission number's misses are remembered after the last one (at least the lockout). */
const SELF_PAYMENT_FAILURE_MEMORY_MS = 24 * 60 * 60_000;

/** The self-payment limits as the sign-in limiter reads them: no growing delay, the lock at `failures`. */
export function selfPaymentLimiter(store: AttemptStore, limits: SelfPaymentLimits): SignInLimiter {
  return signInLimiter(
    store,
    {
      freeFailures: limits.failures,
      delayBaseMs: limits.lockoutMs,
      delayMaxMs: limits.lockoutMs,
      lockoutFailures: limits.failures,
      lockoutMs: limits.lockoutMs,
      failureMemoryMs: Math.max(SELF_PAYMENT_FAILURE_MEMORY_MS, limits.lockoutMs),
      addressFailureLimit: limits.addressFailureLimit,
      addressWindowMs: limits.addressWindowMs,
    },
    'self-payment',
  );
}

export interface MailRequestLimits {
  perEmail: number;
  perAddress: number;
  windowMs: number;
}

/** How long a mailed unlock link works. */
const UNLOCK_LINK_MS = 24 * 60 * 60_000;
const PRUNE_EVERY_CLAIMS = 500;

/**
 * Failures of one user name: the first `freeFailures` are answered at once; after failure n the next
 * attempt waits delayBase × 2^(n − freeFailures) (at most delayMax); at `lockoutFailures` the name is
 * locked for `lockoutMs` (or until the mailed link is used), and each failure after that locks it again.
 */
function growingDelayRule(limits: SignInLimits): AttemptRule {
  const { freeFailures, delayBaseMs, delayMaxMs, lockoutFailures, lockoutMs, failureMemoryMs } = limits;
  const current = (state: CounterState, now: Date): CounterState =>
    state && now.getTime() - state.lastAt.getTime() < failureMemoryMs ? state : null;
  return {
    waitMs(state, now) {
      const s = current(state, now);
      if (!s || s.count < freeFailures) return 0;
      const wait =
        s.count >= lockoutFailures ? lockoutMs : Math.min(delayMaxMs, delayBaseMs * 2 ** (s.count - freeFailures));
      return Math.max(0, s.lastAt.getTime() + wait - now.getTime());
    },
    next(state, now) {
      const s = current(state, now);
      return { count: (s?.count ?? 0) + 1, windowStart: s?.windowStart ?? now, lastAt: now };
    },
  };
}

export type SignInAttempt =
  | { allowed: false; retryAfterMs: number }
  | {
      allowed: true;
      /** This attempt, if it fails, locks the user name (time to mail the unlock link). */
      locksIfWrong: boolean;
      /** The key of the user name's counter, for its unlock link. */
      userKey: string | null;
      /** A right password: the attempt is taken back from the address and the user name's failures forgotten. */
      succeeded(): Promise<void>;
    };

/**
 * Limits failed sign-ins (and other secret checks) per user name and per client address. Each attempt is
 * counted before the password is checked, so a burst of parallel guesses cannot pass the limit together;
 * a right password then takes it back, so successful sign-ins never count. The answer and its timing do
 * not depend on whether the user name exists: names that do not exist are counted the same way.
 * `kind` keeps the counters of another secret check (the applicant's admission number and date of birth:
 * 'self-payment') apart from the sign-in's.
 */
export function signInLimiter(store: AttemptStore, limits: SignInLimits, kind = 'sign-in') {
  const perUser = growingDelayRule(limits);
  const userKeyOf = (userName: string) => counterKey(`${kind}-user`, userName);
  const perAddress = windowRule(limits.addressFailureLimit, limits.addressWindowMs);
  const keepFor = Math.max(limits.failureMemoryMs, limits.addressWindowMs);
  let claims = 0;

  return {
    async begin(address: string, userName: string | null): Promise<SignInAttempt> {
      if (++claims % PRUNE_EVERY_CLAIMS === 0) await store.prune(keepFor);
      const addressKey = counterKey(`${kind}-address`, address);
      const byAddress = await store.claim(addressKey, perAddress);
      if (byAddress.waitMs > 0) return { allowed: false, retryAfterMs: byAddress.waitMs };
      const userKey = userName === null ? null : userKeyOf(userName);
      const byUser = userKey === null ? null : await store.claim(userKey, perUser);
      if (byUser && byUser.waitMs > 0) {
        await store.release(addressKey); // not checked, so not a failure of this address
        return { allowed: false, retryAfterMs: byUser.waitMs };
      }
      return {
        allowed: true,
        locksIfWrong: (byUser?.state?.count ?? 0) >= limits.lockoutFailures,
        userKey,
        async succeeded() {
          await store.release(addressKey);
          if (userKey) await store.clear(userKey);
        },
      };
    },

    /** Forgets a user name's failures (its owner proved the mailbox: a reset link was used). */
    forget: (...userNames: string[]) => store.clear(...userNames.map(userKeyOf)),
    unlockLink: (userKey: string) => store.newUnlockToken(userKey, UNLOCK_LINK_MS),
    useUnlockLink: (token: string) => store.useUnlockToken(token),
  };
}
export type SignInLimiter = ReturnType<typeof signInLimiter>;

/**
 * Requests that send mail (reset link, user names): limited per e-mail address, so nobody's mailbox is
 * flooded, and per client address with a ceiling that a campus's honest requests stay far below.
 */
export function mailRequestLimiter(store: AttemptStore, limits: MailRequestLimits) {
  const perEmail = windowRule(limits.perEmail, limits.windowMs);
  const perAddress = windowRule(limits.perAddress, limits.windowMs);
  return {
    /** Counts the request; the time to wait when it is over a limit, else 0. */
    async claim(address: string, email: string): Promise<number> {
      const byAddress = await store.claim(counterKey('mail-address', address), perAddress);
      if (byAddress.waitMs > 0) return byAddress.waitMs;
      return (await store.claim(counterKey('mail-email', email), perEmail)).waitMs;
    },
  };
}
export type MailRequestLimiter = ReturnType<typeof mailRequestLimiter>;

/** 429 with the seed-style message and Retry-After in whole seconds. */
export function tooManyAttempts(c: Context, retryAfterMs: number) {
  c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return c.json({ message: AUTH_MESSAGES.tooManyAttempts }, 429);
}
