import { asc, eq } from 'drizzle-orm';
import type { CollegeImage, CollegeImageKind } from '../../../domain/setup/college-images';
import type { SessionUser } from '../../auth/session-user';
import type { Database } from '../../db/client';
import { colleges, listChanges } from '../../db/schema';
import type { UploadedFile } from '../../http/multipart';
import type { StoredFile, StoredFilesService } from '../../files/stored-files';
import { COLLEGE_FILE_OWNER, collegeImageOf } from '../home/service';

/** The audit log's name for changes to the college profile (the lists' log, list_changes). */
export const PROFILE_AUDIT_LIST = 'collegeProfile';

const COLUMN = { logo: 'logoFileId', banner: 'bannerFileId' } as const satisfies Record<
  CollegeImageKind,
  keyof typeof colleges.$inferSelect
>;

/** What the audit log keeps of a picture: enough to tell one from another, never its bytes. */
const audited = (row: StoredFile | null) =>
  row ? { name: row.originalName, mediaType: row.mediaType, size: row.size, sha256: row.sha256 } : null;

/**
 * The college's logo and banner (College Profile): uploaded through the file store like every upload (bytes
 * by content hash, a stored_files row with owner type 'college'), replaced and removed with an entry in the
 * audit log. A replaced or removed picture's row goes at once and its bytes once the change has committed.
 */
export function collegeImagesService(
  db: Database,
  storedFiles: StoredFilesService,
  transaction: <T>(fn: () => Promise<T>) => Promise<T>,
) {
  const college = async () => {
    const [row] = await db.select().from(colleges).orderBy(asc(colleges.id)).limit(1);
    return row ?? null;
  };
  const log = (
    collegeId: number,
    editor: SessionUser,
    kind: CollegeImageKind,
    before: StoredFile | null,
    after: StoredFile | null,
  ) =>
    db.insert(listChanges).values({
      list: PROFILE_AUDIT_LIST,
      recordId: collegeId,
      action: 'edit',
      userId: editor.id,
      userName: editor.username,
      before: { [kind]: audited(before) },
      after: { [kind]: audited(after) },
    });

  return {
    /**
     * Makes the picture the college's `kind`, in place of the one it had. Null: no college is set up. The same
     * bytes again change nothing (no second row, no audit entry): a repeated upload is harmless.
     */
    async save(kind: CollegeImageKind, file: UploadedFile, editor: SessionUser): Promise<CollegeImage | null> {
      const row = await college();
      if (!row) return null;
      const oldId = row[COLUMN[kind]];
      const old = oldId === null ? null : await storedFiles.byId(oldId);
      if (old && old.sha256 === file.sha256) return collegeImageOf(old);
      const saved = await storedFiles.saveWithFiles(
        [{ file, owner: { type: COLLEGE_FILE_OWNER, id: row.id }, purpose: kind, uploadedBy: editor.id }],
        async ([fileId]) => {
          await db
            .update(colleges)
            .set({ [COLUMN[kind]]: fileId! })
            .where(eq(colleges.id, row.id));
          const now = await storedFiles.byId(fileId!);
          if (old) await storedFiles.forget(old);
          await log(row.id, editor, kind, old, now);
          return now;
        },
      );
      return collegeImageOf(saved);
    },

    /** Removes the college's `kind`: 'none' when there is none (nothing changes), null when no college is set up. */
    async remove(kind: CollegeImageKind, editor: SessionUser): Promise<'removed' | 'none' | null> {
      return transaction(async () => {
        const row = await college();
        if (!row) return null;
        const oldId = row[COLUMN[kind]];
        if (oldId === null) return 'none';
        const old = await storedFiles.byId(oldId);
        await db
          .update(colleges)
          .set({ [COLUMN[kind]]: null })
          .where(eq(colleges.id, row.id));
        if (old) await storedFiles.forget(old);
        await log(row.id, editor, kind, old, null);
        return 'removed';
      });
    },
  };
}
export type CollegeImagesService = ReturnType<typeof collegeImagesService>;
