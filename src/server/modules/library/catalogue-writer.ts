import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CatalogueRecord, CopyRecord } from '../../../domain/library/catalogue-record';
import { titleMatchKey } from '../../../domain/library/catalogue-record';
import type { TitleInput } from '../../../domain/library/title-forms';
import type { Database } from '../../db/client';
import { libraryCopies, libraryTitles } from '../../db/schema';
import { searchDocument } from './search-document';

/** What saving a record did: its title, whether the title was already catalogued, the copies added and those already there. */
export interface RecordSaved {
  titleId: number;
  merged: boolean;
  added: string[];
  /** Copies whose accession number or barcode another copy already has: not added again. */
  already: string[];
}

export const titleColumns = (title: TitleInput) => ({
  isbn: title.isbn || null,
  matchKey: titleMatchKey(title),
  title: title.title,
  authors: title.authors,
  edition: title.edition,
  publisher: title.publisher,
  year: title.year,
  subjects: title.subjects,
  callNumber: title.callNumber,
  language: title.language,
  keywords: title.keywords,
  itemType: title.itemType,
  url: title.url,
  search: searchDocument(title),
});

/**
 * The one way into the catalogue, for the form and both imports (run inside the caller's transaction): the title is
 * found by its ISBN (or, without one, by title, first author and edition among titles without an ISBN) and used as it
 * is, or added; then each copy is added unless its accession number or barcode is already on a copy.
 */
export function catalogueWriter(db: Database) {
  async function findTitle(title: TitleInput): Promise<number | null> {
    const where = title.isbn
      ? eq(libraryTitles.isbn, title.isbn)
      : and(isNull(libraryTitles.isbn), eq(libraryTitles.matchKey, titleMatchKey(title)));
    const [row] = await db.select({ id: libraryTitles.id }).from(libraryTitles).where(where).limit(1);
    return row?.id ?? null;
  }

  async function addCopies(titleId: number, copies: readonly CopyRecord[], userId: number | null) {
    if (copies.length === 0) return { added: [], already: [] };
    const saved = await db
      .insert(libraryCopies)
      .values(copies.map((c) => ({ ...c, titleId, createdBy: userId })))
      .onConflictDoNothing()
      .returning({ accessionNo: libraryCopies.accessionNo });
    const added = new Set(saved.map((s) => s.accessionNo));
    return {
      added: copies.map((c) => c.accessionNo).filter((a) => added.has(a)),
      already: copies.map((c) => c.accessionNo).filter((a) => !added.has(a)),
    };
  }

  return {
    findTitle,
    addCopies,

    async save(record: CatalogueRecord, userId: number | null): Promise<RecordSaved> {
      let titleId = await findTitle(record.title);
      const merged = titleId !== null;
      if (titleId === null) {
        const [row] = await db
          .insert(libraryTitles)
          .values({ ...titleColumns(record.title), createdBy: userId })
          .onConflictDoNothing()
          .returning({ id: libraryTitles.id });
        // Another upload added this ISBN between the look-up and the insert: its title takes the copies.
        titleId = row?.id ?? (await findTitle(record.title))!;
      }
      return { titleId, merged, ...(await addCopies(titleId, record.copies, userId)) };
    },

    /** Which of these accession numbers or barcodes copies already have. */
    async taken(accessionNos: readonly string[], barcodes: readonly string[]) {
      if (accessionNos.length === 0 && barcodes.length === 0) return { accessions: [], barcodes: [] };
      const rows = await db
        .select({ accessionNo: libraryCopies.accessionNo, barcode: libraryCopies.barcode })
        .from(libraryCopies)
        .where(
          sql`${inArray(libraryCopies.accessionNo, [...accessionNos, ''])} or ${inArray(libraryCopies.barcode, [...barcodes, ''])}`,
        );
      return {
        accessions: rows.map((r) => r.accessionNo).filter((a) => accessionNos.includes(a)),
        barcodes: rows.map((r) => r.barcode).filter((b) => barcodes.includes(b)),
      };
    },
  };
}

export type CatalogueWriter = ReturnType<typeof catalogueWriter>;
