import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Clock } from '../http/attempt-store';
import type { SessionUser } from './session-user';
import { newToken, tokenId } from './tokens';

const SESSION_DAY_MS = 24 * 60 * 60_000;
/** last_seen_at is written when it is at least this old: one write a minute, not one per request. */
const LAST_SEEN_STEP_MS = 60_000;

/** SESSION_IDLE_MINUTES, SESSION_KIOSK_IDLE_MINUTES and SESSION_REMEMBER_ME_DAYS (0: Remember me is off). */
export interface SessionPolicy {
  idleMinutes: number;
  kioskIdleMinutes: number;
  rememberMeDays: number;
}

/** The session behind a request: who, and when they last typed their password. */
export interface SessionState {
  id: string;
  passwordAt: Date;
  /** The idle time in ms: a password typed longer ago is asked for again before sensitive changes. */
  idleMs: number;
  /** Signed in on a kiosk: what the user chooses there stays off the account. */
  kiosk: boolean;
}

export type SessionLookup = { user: SessionUser; session: SessionState } | { ended: 'idle' } | null;

const sessionUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  fullName: users.fullName,
  roles: users.roles,
  program: users.program,
  collegeName: users.collegeName,
  instituteType: users.instituteType,
  collegeId: users.collegeId,
  language: users.language,
};

export function sessionStore(db: Database, clock: Clock, policy: SessionPolicy) {
  return {
    /**
     * A new session: 1 day (§9 cookie lifetime) that ends sooner after idleMinutes without a request (kioskIdleMinutes
     * on a kiosk). With Remember me, where the college allows it and never on a kiosk, rememberMeDays and no idle end.
     */
    async create(
      userId: number,
      asked: { rememberMe: boolean; kiosk: boolean },
    ): Promise<{ token: string; expiresAt: Date; remembered: boolean }> {
      const { token, id } = newToken();
      const now = clock();
      const remembered = asked.rememberMe && !asked.kiosk && policy.rememberMeDays > 0;
      const expiresAt = new Date(
        now.getTime() + (remembered ? policy.rememberMeDays * SESSION_DAY_MS : SESSION_DAY_MS),
      );
      const idleMinutes = remembered ? null : asked.kiosk ? policy.kioskIdleMinutes : policy.idleMinutes;
      await db
        .insert(sessions)
        .values({ id, userId, expiresAt, idleMinutes, lastSeenAt: now, passwordAt: now, kiosk: asked.kiosk });
      return { token, expiresAt, remembered };
    },

    /** The signed-in user; a session idle past its limit is ended here and reported as such. */
    async lookup(token: string): Promise<SessionLookup> {
      const now = clock();
      const id = tokenId(token);
      const [row] = await db
        .select({
          user: sessionUserColumns,
          lastSeenAt: sessions.lastSeenAt,
          idleMinutes: sessions.idleMinutes,
          passwordAt: sessions.passwordAt,
          kiosk: sessions.kiosk,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
        .limit(1);
      if (!row) return null;
      const idleMs = (row.idleMinutes ?? policy.idleMinutes) * 60_000;
      const quietMs = now.getTime() - row.lastSeenAt.getTime();
      if (row.idleMinutes !== null && quietMs > idleMs) {
        await db.delete(sessions).where(eq(sessions.id, id));
        return { ended: 'idle' };
      }
      if (quietMs >= LAST_SEEN_STEP_MS) await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
      return { user: row.user, session: { id, passwordAt: row.passwordAt, idleMs, kiosk: row.kiosk } };
    },

    /** The user typed their password again: sensitive changes are allowed for another idle time. */
    async passwordConfirmed(sessionId: string): Promise<void> {
      const now = clock();
      await db.update(sessions).set({ passwordAt: now, lastSeenAt: now }).where(eq(sessions.id, sessionId));
    },

    async revoke(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, tokenId(token)));
    },

    /** Ends every session of a user: after a password change or reset. */
    async revokeAll(userId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}
export type SessionStore = ReturnType<typeof sessionStore>;
