import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { RequestScopedDatabase } from '../db/request-scope';
import { storedFiles } from '../db/schema';
import type { UploadedFile } from '../http/multipart';
import type { FileStorage } from './storage';

export type StoredFile = typeof storedFiles.$inferSelect;

/** Which record a file belongs to and what it is for it. */
export interface FileOwner {
  type: string;
  id: string | number;
}

export interface NewFile {
  file: UploadedFile;
  owner: FileOwner;
  purpose: string;
  uploadedBy: number | null;
}

/** A stored file's public id: 128 random bits, base64url (22 characters), the only id a file address carries. */
export const newPublicFileId = () => randomBytes(16).toString('base64url');

/** Holds a transaction-level lock on each hash, so a clean-up never removes bytes another upload is saving. */
const lockHashes = async (db: Database, hashes: string[]) => {
  for (const hash of [...new Set(hashes)].sort())
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${hash}, 0))`);
};

/**
 * Stored files: bytes in the FileStorage by content hash, one stored_files row per use.
 * Built on the request-scoped database, so inside an idempotent write this joins its transaction.
 */
export function storedFilesService(scoped: RequestScopedDatabase, storage: FileStorage) {
  const { db } = scoped;
  return {
    /**
     * Stores the files and inserts their rows, then runs `save` (the owning record's write) with their
     * ids, all in one transaction that `save`'s queries through the request-scoped `db` join (a savepoint
     * inside an idempotent write). If anything fails, the rows roll back and each file's bytes are
     * removed unless another row uses the same hash.
     */
    async saveWithFiles<T>(files: readonly NewFile[], save: (fileIds: number[]) => Promise<T>): Promise<T> {
      const hashes = files.map((f) => f.file.sha256);
      try {
        return await scoped.transaction(async (tx) => {
          await lockHashes(tx as unknown as Database, hashes);
          for (const { file } of files) await storage.put(file.sha256, file.bytes);
          // Inside an idempotent write, that outer transaction may still roll back after this one commits.
          scoped.afterRollback(() => this.removeUnused(hashes));
          const ids: number[] = [];
          for (const f of files) {
            const [row] = await tx
              .insert(storedFiles)
              .values({
                publicId: newPublicFileId(),
                ownerType: f.owner.type,
                ownerId: String(f.owner.id),
                purpose: f.purpose,
                mediaType: f.file.mediaType,
                size: f.file.size,
                sha256: f.file.sha256,
                originalName: f.file.originalName,
                uploadedBy: f.uploadedBy,
              })
              .returning({ id: storedFiles.id });
            ids.push(row!.id);
          }
          return save(ids);
        });
      } catch (error) {
        await this.removeUnused(hashes);
        throw error;
      }
    },

    /** Removes the bytes of each hash no stored_files row uses (after a failed save, or a deleted row). */
    async removeUnused(hashes: readonly string[]): Promise<void> {
      await scoped.transaction(async (tx) => {
        await lockHashes(tx as unknown as Database, [...hashes]);
        for (const hash of new Set(hashes)) {
          const [used] = await tx
            .select({ id: storedFiles.id })
            .from(storedFiles)
            .where(eq(storedFiles.sha256, hash))
            .limit(1);
          if (!used) await storage.remove(hash);
        }
      });
    },

    /**
     * Deletes a file's row (its record no longer uses it). Its bytes go once the caller's transaction has
     * committed, unless another row uses the same hash; a rollback keeps both.
     */
    async forget(row: StoredFile): Promise<void> {
      await db.delete(storedFiles).where(eq(storedFiles.id, row.id));
      await scoped.afterCommit(() => this.removeUnused([row.sha256]));
    },

    async byId(id: number): Promise<StoredFile | null> {
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
      return row ?? null;
    },

    /** The file a download address names (its public id, never the serial). */
    async byPublicId(publicId: string): Promise<StoredFile | null> {
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.publicId, publicId)).limit(1);
      return row ?? null;
    },
  };
}
export type StoredFilesService = ReturnType<typeof storedFilesService>;
