import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { CollegeProfile } from '../../../domain/home/college-profile';
import type { Letterhead } from '../../../domain/pdf/letterhead';
import { collegeImagePath, type CollegeImage, type CollegeImageKind } from '../../../domain/setup/college-images';
import type { Database } from '../../db/client';
import { colleges, contactData, storedFiles, students } from '../../db/schema';
import type { StoredFile } from '../../files/stored-files';
import type { FileStorage } from '../../files/storage';

/** The owner type of the college's pictures in stored_files (their id: the college's id). */
export const COLLEGE_FILE_OWNER = 'college';

/** How jsPDF names each picture type the letterhead draws (the uploads take only these). */
const PDF_FORMATS: Readonly<Record<string, NonNullable<Letterhead['logo']>['format']>> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WEBP',
};

/** A stored picture as the profile reports it: its public address changes with its bytes. */
export const collegeImageOf = (row: StoredFile | null): CollegeImage | null =>
  row
    ? {
        url: `/api/app/${collegeImagePath(row.sha256)}`,
        mediaType: row.mediaType,
        size: row.size,
        name: row.originalName,
      }
    : null;

/**
 * Public facts about the college (§7 getCollegeName, getContactData, getLogoDataForHeaders) and its uploaded
 * logo and banner. `storage` is the file store their bytes are in (none: the pictures are not read).
 */
export function collegeStore(db: Database, storage: FileStorage | null = null) {
  const firstCollege = async () => {
    const [row] = await db.select().from(colleges).orderBy(asc(colleges.id)).limit(1);
    return row ?? null;
  };

  /** The stored_files rows of the uploaded logo and banner (null where none is set). */
  const imageRows = async (): Promise<Record<CollegeImageKind, StoredFile | null>> => {
    const college = await firstCollege();
    const ids = [college?.logoFileId, college?.bannerFileId].filter((id): id is number => id != null);
    if (!college || ids.length === 0) return { logo: null, banner: null };
    const rows = await db.select().from(storedFiles).where(inArray(storedFiles.id, ids));
    const byId = (id: number | null) => rows.find((r) => r.id === id) ?? null;
    return { logo: byId(college.logoFileId), banner: byId(college.bannerFileId) };
  };

  const bytesOf = async (row: StoredFile | null) => (row && storage ? storage.get(row.sha256) : null);

  /** A stored picture as a letterhead draws it: null when there is none, jsPDF cannot draw it or its bytes are lost. */
  const pdfLogoOf = async (row: StoredFile | null): Promise<Letterhead['logo']> => {
    const format = row ? PDF_FORMATS[row.mediaType] : undefined;
    const bytes = format ? await bytesOf(row) : null;
    return format && bytes ? { bytes, format } : null;
  };

  return {
    /** §3 Contact info entries, oldest first (the app shows the last one, §7). */
    async contactData() {
      const rows = await db.select().from(contactData).orderBy(asc(contactData.id));
      return rows.map((r) => ({
        officialCommunication: r.officialCommunication,
        campus: r.campus,
        phoneNumber: r.phoneNumbers,
        faxNumber: r.faxNumber,
        candidateDetails: r.candidateDetails,
        aboutUs: r.aboutUs,
      }));
    },

    async logoSvg(): Promise<string | null> {
      return (await firstCollege())?.logoSvg ?? null;
    },

    imageRows,

    /** The uploaded logo's and banner's bytes (§3 Logo response), null where none is set or the store lost them. */
    async imageBytes(): Promise<Record<CollegeImageKind, Uint8Array | null>> {
      const rows = await imageRows();
      return { logo: await bytesOf(rows.logo), banner: await bytesOf(rows.banner) };
    },

    /**
     * A picture by its content hash, only while it is the college's logo or banner (an old one is gone):
     * its row and bytes, or null.
     */
    async imageByHash(sha256: string): Promise<{ row: StoredFile; bytes: Uint8Array<ArrayBuffer> } | null> {
      const college = await firstCollege();
      const ids = [college?.logoFileId, college?.bannerFileId].filter((id): id is number => id != null);
      if (!storage || ids.length === 0) return null;
      const [row] = await db
        .select()
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.sha256, sha256),
            eq(storedFiles.ownerType, COLLEGE_FILE_OWNER),
            or(...ids.map((id) => eq(storedFiles.id, id))),
          ),
        )
        .limit(1);
      const bytes = row ? await storage.get(row.sha256) : null;
      return row && bytes ? { row, bytes } : null;
    },

    /** The logo as every PDF letterhead draws it, or null: no logo uploaded (the letterhead is then as before). */
    async letterheadLogo(): Promise<Letterhead['logo']> {
      const { logo } = await imageRows();
      return await pdfLogoOf(logo);
    },

    /**
     * The college's name (`fallbackName` before a college is set up) and its logo as a PDF letterhead draws them, read
     * in one statement: a result PDF on result day asks for them as often as for the sheet.
     */
    async letterhead(fallbackName: string): Promise<Pick<Letterhead, 'collegeName' | 'logo'>> {
      const [row] = await db
        .select({ name: colleges.name, logo: storedFiles })
        .from(colleges)
        .leftJoin(storedFiles, eq(storedFiles.id, colleges.logoFileId))
        .orderBy(asc(colleges.id))
        .limit(1);
      return { collegeName: row?.name ?? fallbackName, logo: await pdfLogoOf(row?.logo ?? null) };
    },

    /** The college's name and code, and the addresses of its uploaded logo and banner (null: none). */
    async collegeProfile(): Promise<CollegeProfile | null> {
      const college = await firstCollege();
      if (!college) return null;
      const rows = college.logoFileId || college.bannerFileId ? await imageRows() : { logo: null, banner: null };
      return {
        code: college.code,
        name: college.name,
        logo: collegeImageOf(rows.logo)?.url ?? null,
        banner: collegeImageOf(rows.banner)?.url ?? null,
        settingUp: !(await db.select({ id: students.id }).from(students).limit(1)).length,
      };
    },
  };
}
export type CollegeStore = ReturnType<typeof collegeStore>;
