import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { CLAIM_CODE_DIGITS, CLAIM_CODE_MINUTES, CLAIM_CODE_TRIES } from '../../domain/auth/student-claim';
import type { Database } from '../db/client';
import { studentClaimCodes } from '../db/schema';
import type { ClaimPurpose } from '../mail/student-claim-mails';

export type CodeCheck = 'right' | 'wrong' | 'expired';

/**
 * Who claims: a parent account (its user id), or an anonymous alumni claimant named by the e-mail of the account
 * they ask for (requester 0). Each claimant has a code of their own, so a second claimant voids nobody's code.
 */
export interface Claimant {
  requester: number;
  name: string;
}

/** What the codes table keeps of the claimant's name: its SHA-256, never the address itself. */
export const claimantKey = (claimant: Claimant) =>
  claimant.name === '' ? '' : createHash('sha256').update(claimant.name.trim().toLowerCase()).digest('hex');

const hashOf = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/** One-time codes of student claims: one live code per purpose, student and claimant, stored hashed. */
export function claimCodes(db: Database) {
  return {
    /** A new code for the claim; it replaces the claimant's earlier one (a resend voids the code sent before). */
    async issue(purpose: ClaimPurpose, studentId: number, who: Claimant, now: Date): Promise<string> {
      const code = String(randomInt(0, 10 ** CLAIM_CODE_DIGITS)).padStart(CLAIM_CODE_DIGITS, '0');
      const salt = randomBytes(16).toString('hex');
      const row = {
        codeHash: hashOf(salt, code),
        salt,
        wrongTries: 0,
        expiresAt: new Date(now.getTime() + CLAIM_CODE_MINUTES * 60_000),
        createdAt: now,
      };
      await db
        .insert(studentClaimCodes)
        .values({ purpose, studentId, requester: who.requester, claimant: claimantKey(who), ...row })
        .onConflictDoUpdate({
          target: [
            studentClaimCodes.purpose,
            studentClaimCodes.studentId,
            studentClaimCodes.requester,
            studentClaimCodes.claimant,
          ],
          set: row,
        });
      await db
        .delete(studentClaimCodes)
        .where(lt(studentClaimCodes.expiresAt, new Date(now.getTime() - 24 * 60 * 60_000)));
      return code;
    },

    /**
     * Checks a typed code. A right one is deleted in the same statement that finds it, so it works once even
     * when two requests race; a wrong one uses up one of CLAIM_CODE_TRIES, after which the code is void.
     */
    async check(purpose: ClaimPurpose, studentId: number, who: Claimant, code: string, now: Date): Promise<CodeCheck> {
      const mine = and(
        eq(studentClaimCodes.purpose, purpose),
        eq(studentClaimCodes.studentId, studentId),
        eq(studentClaimCodes.requester, who.requester),
        eq(studentClaimCodes.claimant, claimantKey(who)),
      );
      const [live] = await db.select().from(studentClaimCodes).where(mine).limit(1);
      if (!live || live.expiresAt <= now || live.wrongTries >= CLAIM_CODE_TRIES) return 'expired';
      const right = timingSafeEqual(Buffer.from(hashOf(live.salt, code)), Buffer.from(live.codeHash));
      if (!right) {
        await db
          .update(studentClaimCodes)
          .set({ wrongTries: sql`${studentClaimCodes.wrongTries} + 1` })
          .where(eq(studentClaimCodes.id, live.id));
        return 'wrong';
      }
      const used = await db
        .delete(studentClaimCodes)
        .where(and(eq(studentClaimCodes.id, live.id), eq(studentClaimCodes.codeHash, live.codeHash)))
        .returning({ id: studentClaimCodes.id });
      return used.length > 0 ? 'right' : 'expired';
    },
  };
}
