import { count, desc, eq, isNull } from 'drizzle-orm';
import type { LoanRule } from '../../../domain/library/circulation-rules';
import type { AllowanceLine } from '../../../domain/library/rules-answers';
import type { AllowanceInput, LibrarySettingsInput } from '../../../domain/library/rules-forms';
import type { Database } from '../../db/client';
import type { TransactionRunner } from '../../db/request-scope';
import { degrees, libraryAllowances, libraryLoans, libraryRules, librarySettings } from '../../db/schema';

/**
 * What the incharge writes of circulation (Circulation Rules): the whole matrix replaced at once, the settings row,
 * the material allowances. Circulation reads them through rules-store.ts.
 */
export function rulesAdminStore(db: Database, transaction: TransactionRunner) {
  const allowanceLines = async (id?: number): Promise<AllowanceLine[]> => {
    const open = db
      .select({ allowanceId: libraryLoans.allowanceId, n: count().as('n') })
      .from(libraryLoans)
      .where(isNull(libraryLoans.returnedAt))
      .groupBy(libraryLoans.allowanceId)
      .as('open');
    const rows = await db
      .select({
        id: libraryAllowances.id,
        name: libraryAllowances.name,
        degreeId: libraryAllowances.degreeId,
        degree: degrees.name,
        semester: libraryAllowances.semester,
        maxCopies: libraryAllowances.maxCopies,
        dueOn: libraryAllowances.dueOn,
        active: libraryAllowances.active,
        openLoans: open.n,
      })
      .from(libraryAllowances)
      .leftJoin(degrees, eq(degrees.id, libraryAllowances.degreeId))
      .leftJoin(open, eq(open.allowanceId, libraryAllowances.id))
      .where(id === undefined ? undefined : eq(libraryAllowances.id, id))
      .orderBy(desc(libraryAllowances.dueOn), desc(libraryAllowances.id));
    return rows.map((r) => ({ ...r, openLoans: Number(r.openLoans ?? 0) }));
  };

  return {
    /** Replaces every cell of the matrix in one transaction: the rows not sent are gone. */
    async replaceRules(rules: readonly LoanRule[], userId: number, at: Date): Promise<void> {
      await transaction(async () => {
        await db.delete(libraryRules);
        await db.insert(libraryRules).values(rules.map((r) => ({ ...r, updatedBy: userId, updatedAt: at })));
      });
    },

    async saveSettings(settings: LibrarySettingsInput, userId: number, at: Date): Promise<void> {
      const values = { ...settings, updatedBy: userId, updatedAt: at };
      await db
        .insert(librarySettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: librarySettings.id, set: values });
    },

    async degreeExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: degrees.id }).from(degrees).where(eq(degrees.id, id));
      return row !== undefined;
    },

    /** Every allowance, the latest due first, with its open book bank loans. */
    allowances: () => allowanceLines(),

    /** The college's degrees, which an allowance may be given for (the library roles read no other list of them). */
    degrees: () => db.select({ id: degrees.id, name: degrees.name }).from(degrees).orderBy(degrees.name),

    async allowance(id: number): Promise<AllowanceLine | null> {
      return (await allowanceLines(id))[0] ?? null;
    },

    async createAllowance(input: AllowanceInput, userId: number, at: Date): Promise<number> {
      const [row] = await db
        .insert(libraryAllowances)
        .values({ ...input, createdBy: userId, createdAt: at, updatedAt: at })
        .returning({ id: libraryAllowances.id });
      return row!.id;
    },

    /** False when there is no such allowance. */
    async updateAllowance(id: number, input: AllowanceInput, at: Date): Promise<boolean> {
      const rows = await db
        .update(libraryAllowances)
        .set({ ...input, updatedAt: at })
        .where(eq(libraryAllowances.id, id))
        .returning({ id: libraryAllowances.id });
      return rows.length > 0;
    },
  };
}

export type RulesAdminStore = ReturnType<typeof rulesAdminStore>;
