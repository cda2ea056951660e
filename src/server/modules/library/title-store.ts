import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Copy, TitleDetail, TitleSaved } from '../../../domain/library/library-answers';
import { accessionSeries, nextAccession, type CopyRecord } from '../../../domain/library/catalogue-record';
import { filled, LIBRARY_MESSAGES as M } from '../../../domain/library/messages';
import type { CopiesInput, NewTitleInput, TitleInput } from '../../../domain/library/title-forms';
import type { Database } from '../../db/client';
import type { TransactionRunner } from '../../db/request-scope';
import { libraryCopies, libraryTitles } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { catalogueWriter, titleColumns } from './catalogue-writer';
import { LibraryRefused } from './library-refused';
import { summaryOf, type TitleRow } from './title-rows';

type CopyRow = typeof libraryCopies.$inferSelect;

const copyOf = (r: CopyRow, withPrice: boolean): Copy => ({
  id: r.id,
  accessionNo: r.accessionNo,
  barcode: r.barcode,
  location: r.location,
  status: r.status as Copy['status'],
  source: r.source as Copy['source'],
  pricePaise: withPrice ? r.pricePaise : null,
  statusReason: r.statusReason,
  statusChangedAt: r.statusChangedAt?.toISOString() ?? null,
  addedAt: r.createdAt.toISOString(),
});

/** Titles and their copies as the form keeps them: add (merging by ISBN), edit, more copies, and one title whole. */
export function titleStore(db: Database, transaction: TransactionRunner) {
  const writer = catalogueWriter(db);

  /** The accession numbers of a batch: from the one typed, or after the largest number in the register. */
  async function accessionsFor(batch: CopiesInput): Promise<CopyRecord[]> {
    // One batch numbered at a time, so two desks adding copies never draw the same next number.
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('library_accession_numbers'))`);
    let first = batch.firstAccession;
    if (!first) {
      const [largest] = await db
        .select({ accessionNo: libraryCopies.accessionNo })
        .from(libraryCopies)
        .where(sql`${libraryCopies.accessionNo} ~ '^[0-9]+$'`)
        .orderBy(desc(sql`length(${libraryCopies.accessionNo})`), desc(libraryCopies.accessionNo))
        .limit(1);
      first = nextAccession(largest?.accessionNo ?? null);
    }
    const accessions = accessionSeries(first, batch.count);
    const taken = await writer.taken(accessions, accessions);
    // The first of the series that is taken, whatever order the database found them in.
    const clash = accessions.find((a) => taken.accessions.includes(a) || taken.barcodes.includes(a));
    if (clash) throw new LibraryRefused(filled(M.accessionTaken, { accession: clash }), 409);
    return accessions.map((accessionNo) => ({
      accessionNo,
      barcode: accessionNo,
      location: batch.location,
      pricePaise: batch.price,
      source: batch.source,
      status: 'AVAILABLE' as const,
    }));
  }

  return {
    async create(input: NewTitleInput, userId: number): Promise<TitleSaved> {
      return transaction(async () => {
        const copies = input.count > 0 ? await accessionsFor(input) : [];
        const saved = await writer.save({ title: input, copies }, userId);
        return {
          id: saved.titleId,
          message: saved.merged ? M.titleMerged : M.titleAdded,
          merged: saved.merged,
          accessionNos: saved.added,
        };
      });
    },

    async addCopies(titleId: number, batch: CopiesInput, userId: number): Promise<TitleSaved> {
      return transaction(async () => {
        const [title] = await db
          .select({ id: libraryTitles.id })
          .from(libraryTitles)
          .where(eq(libraryTitles.id, titleId));
        if (!title) throw new LibraryRefused(M.unknownTitle, 404);
        const added = await writer.addCopies(titleId, await accessionsFor(batch), userId);
        return { id: titleId, message: M.copiesAdded, merged: false, accessionNos: added.added };
      });
    },

    async update(titleId: number, input: TitleInput): Promise<void> {
      try {
        await transaction(async () => {
          const updated = await db
            .update(libraryTitles)
            .set({ ...titleColumns(input), updatedAt: new Date() })
            .where(eq(libraryTitles.id, titleId))
            .returning({ id: libraryTitles.id });
          if (updated.length === 0) throw new LibraryRefused(M.unknownTitle, 404);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new LibraryRefused(M.isbnTaken, 409);
        throw err;
      }
    },

    /** A title with every copy; the prices only for the staff. */
    async detail(titleId: number, withPrices: boolean): Promise<TitleDetail | null> {
      const [title] = await db.select().from(libraryTitles).where(eq(libraryTitles.id, titleId));
      if (!title) return null;
      const copies = await db
        .select()
        .from(libraryCopies)
        .where(eq(libraryCopies.titleId, titleId))
        .orderBy(asc(libraryCopies.accessionNo));
      return {
        ...summaryOf(title as TitleRow, copies),
        keywords: title.keywords,
        copyList: copies.map((c) => copyOf(c, withPrices)),
      };
    },
  };
}

export type TitleStore = ReturnType<typeof titleStore>;
