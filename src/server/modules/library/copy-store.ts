import { eq } from 'drizzle-orm';
import { isHandMovable, type CopyStatus, type HandSetStatus } from '../../../domain/library/catalogue';
import { LIBRARY_MESSAGES as M } from '../../../domain/library/messages';
import type { Database } from '../../db/client';
import type { TransactionRunner } from '../../db/request-scope';
import { libraryCopies, libraryCopyStatusChanges } from '../../db/schema';
import { LibraryRefused } from './library-refused';

/**
 * A copy's status set by hand from the catalogue (lost, damaged, withdrawn, in processing, back on the shelf), with
 * the reason kept on the copy and in its history. A copy circulation holds (issued, on hold) is left to circulation.
 */
export function copyStore(db: Database, transaction: TransactionRunner) {
  return {
    async setStatus(
      copyId: number,
      change: { status: HandSetStatus; reason: string },
      userId: number,
      now: Date,
    ): Promise<void> {
      await transaction(async () => {
        const [copy] = await db
          .select({ status: libraryCopies.status })
          .from(libraryCopies)
          .where(eq(libraryCopies.id, copyId))
          .for('update');
        if (!copy) throw new LibraryRefused(M.unknownCopy, 404);
        const from = copy.status as CopyStatus;
        if (!isHandMovable(from)) throw new LibraryRefused(M.statusFromCirculation, 409);
        if (from === change.status) throw new LibraryRefused(M.statusUnchanged, 409);
        await db
          .update(libraryCopies)
          .set({ status: change.status, statusReason: change.reason, statusChangedAt: now, updatedAt: now })
          .where(eq(libraryCopies.id, copyId));
        await db.insert(libraryCopyStatusChanges).values({
          copyId,
          fromStatus: from,
          toStatus: change.status,
          reason: change.reason,
          changedBy: userId,
          changedAt: now,
        });
      });
    },
  };
}

export type CopyStore = ReturnType<typeof copyStore>;
