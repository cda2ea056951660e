import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import type { SessionUser } from './session-user';
import { newToken, tokenId } from './tokens';

const SESSION_DAY_MS = 24 * 60 * 60_000;
const REMEMBER_ME_MS = 30 * SESSION_DAY_MS;

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
};

export function sessionStore(db: Database) {
  return {
    /** A new session: 1 day, or 30 days with Remember me (§9 cookie lifetime 1 day). */
    async create(userId: number, rememberMe: boolean): Promise<{ token: string; expiresAt: Date }> {
      const { token, id } = newToken();
      const expiresAt = new Date(Date.now() + (rememberMe ? REMEMBER_ME_MS : SESSION_DAY_MS));
      await db.insert(sessions).values({ id, userId, expiresAt });
      return { token, expiresAt };
    },

    async userFor(token: string): Promise<SessionUser | null> {
      const [row] = await db
        .select(sessionUserColumns)
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, tokenId(token)), gt(sessions.expiresAt, new Date())))
        .limit(1);
      return row ?? null;
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
