import { sql } from 'drizzle-orm';
import { FIRST_ADMIN_MESSAGES as M, type FirstAdmin } from '../../../domain/auth/first-admin';
import type { Database } from '../../db/client';
import { collegeLogoSvg } from '../../db/college-logo';
import { colleges, users } from '../../db/schema';
import { accountsStore, DuplicateUserError, NO_PASSWORD, RESET_LINK_MS } from '../auth/service';

/** Refused: the message says why (an administrator exists, the user name is taken). */
export class FirstAdminError extends Error {}

const isAdmin = sql`'ROLE_ADMIN' = any(${users.roles})`;

/** Whether any account has ROLE_ADMIN: until one has, a production install has nobody to sign in as. */
export async function hasAdministrator(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(isAdmin).limit(1);
  return row !== undefined;
}

/**
 * The one-time step of a production install: the college (COLLEGE_CODE, COLLEGE_NAME) when the database has
 * none, and an administrator without a password, who chooses one through the single-use reset link (the
 * mechanism of Create Logins). Running it again for the same user name before the password is set gives a new
 * link; once any administrator exists it refuses, so it cannot take over an account.
 */
export async function createFirstAdmin(
  db: Database,
  admin: FirstAdmin,
  college: { code: string; name: string },
): Promise<{ token: string; validForMs: number; created: boolean }> {
  const accounts = accountsStore(db);
  const existing = await accounts.byUsername(admin.username);
  const pending = existing && existing.roles.includes('ROLE_ADMIN') && existing.passwordHash === NO_PASSWORD;
  if (pending) {
    const others = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`${isAdmin} and ${users.passwordHash} <> ${NO_PASSWORD}`)
      .limit(1);
    if (others.length > 0) throw new FirstAdminError(M.administratorExists);
    return { token: await accounts.newResetToken(existing.id), validForMs: RESET_LINK_MS, created: false };
  }
  if (await hasAdministrator(db)) throw new FirstAdminError(M.administratorExists);
  if (existing) throw new FirstAdminError(M.userNameTaken);

  const [current] = await db.select().from(colleges).limit(1);
  const home =
    current ??
    (
      await db
        .insert(colleges)
        .values({ code: college.code, name: college.name, logoSvg: collegeLogoSvg(college.code) })
        .returning()
    )[0]!;
  try {
    const id = await accounts.create({
      username: admin.username,
      email: admin.email,
      fullName: admin.fullName,
      password: null,
      roles: ['ROLE_ADMIN'],
      collegeId: home.id,
      collegeName: home.name,
    });
    return { token: await accounts.newResetToken(id), validForMs: RESET_LINK_MS, created: true };
  } catch (error) {
    if (error instanceof DuplicateUserError) throw new FirstAdminError(M.userNameTaken);
    throw error;
  }
}
