import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Locale } from '../../../domain/i18n/locales';
import type { Database } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { hashPassword } from '../../auth/password-hash';
import type { SessionUser } from '../../auth/session-user';
import { newToken, tokenId } from '../../auth/tokens';

export const RESET_LINK_MS = 30 * 60_000;

/** A null password makes an account nobody can sign in to until its owner sets one through a mailed link. */
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'passwordHash' | 'createdAt'> & {
  password: string | null;
};

/** The hash of an account whose password was never set (no password matches it). */
export const NO_PASSWORD = '!unset';

/** The user name, or the e-mail address, already belongs to another account (whatever its case). */
export class DuplicateUserError extends Error {
  constructor(readonly taken: 'username' | 'email') {
    super(`${taken} already taken`);
  }
}

/** The unique index of e-mail addresses (users_email_lower in schema.ts): one address, one account. */
const EMAIL_INDEX = 'users_email_lower';

export function toSessionUser(row: typeof users.$inferSelect): SessionUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    roles: row.roles,
    program: row.program,
    collegeName: row.collegeName,
    instituteType: row.instituteType,
    collegeId: row.collegeId,
    language: row.language,
  };
}

/** Marks every unused link of the user used: only the newest link, and none after a password change, works. */
const voidResetLinks = (userId: number) =>
  sql`update ${passwordResets} set used_at = now() where user_id = ${userId} and used_at is null`;

export function accountsStore(db: Database) {
  return {
    async byUsername(username: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
        .limit(1);
      return row ?? null;
    },

    async byId(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async byEmail(email: string) {
      return db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()} and ${users.email} <> ''`);
    },

    /**
     * Creates an account; user names and e-mail addresses are unique whatever their case, so a sign-up with
     * someone else's address cannot take over their e-mail sign-in or reset links (409 for a duplicate).
     */
    async create({ password, ...fields }: NewUser): Promise<number> {
      if (await this.byUsername(fields.username)) throw new DuplicateUserError('username');
      if (fields.email.trim() && (await this.byEmail(fields.email)).length > 0) throw new DuplicateUserError('email');
      try {
        const [row] = await db
          .insert(users)
          .values({ ...fields, passwordHash: password === null ? NO_PASSWORD : await hashPassword(password) })
          .returning({ id: users.id });
        return row!.id;
      } catch (error) {
        // Two sign-ups at once pass the checks above together; the unique indexes refuse the second.
        const pgError = [error, (error as { cause?: unknown }).cause].find(
          (e) => (e as { code?: unknown } | undefined)?.code === '23505',
        );
        if (pgError)
          throw new DuplicateUserError(
            (pgError as { constraint?: unknown }).constraint === EMAIL_INDEX ? 'email' : 'username',
          );
        throw error;
      }
    },

    /** Keeps the interface language the user chose on their account. */
    async setLanguage(userId: number, language: Locale): Promise<void> {
      await db.update(users).set({ language }).where(eq(users.id, userId));
    },

    /** Sets the password; every link mailed before (reset or set-up) stops working. */
    async setPassword(userId: number, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      // One statement, not a transaction: it may run inside a request's transaction or after it has ended.
      await db.execute(sql`
        with voided as (${voidResetLinks(userId)})
        update ${users} set password_hash = ${passwordHash} where id = ${userId}`);
    },

    /** A single-use reset link token valid for 30 minutes; the user's earlier links stop working. */
    async newResetToken(userId: number): Promise<string> {
      const { token, id } = newToken();
      const expiresAt = new Date(Date.now() + RESET_LINK_MS).toISOString();
      // One statement: links are mailed after the answer, when the request's transaction may be ending.
      await db.execute(sql`
        with voided as (${voidResetLinks(userId)})
        insert into ${passwordResets} (id, user_id, expires_at) values (${id}, ${userId}, ${expiresAt})`);
      return token;
    },

    /** Marks the token used and returns its user, or null when it is unknown, used or expired. */
    async consumeResetToken(token: string): Promise<number | null> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResets.id, tokenId(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row?.userId ?? null;
    },
  };
}
export type AccountsStore = ReturnType<typeof accountsStore>;
