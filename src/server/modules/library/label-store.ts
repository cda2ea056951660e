import { and, count, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { collegeTimeZone } from '../../../domain/calendar/college-time';
import { accessionParts, type LabelSelection } from '../../../domain/library/barcode-forms';
import type { AccessionLabel } from '../../../domain/pdf/accession-labels-pdf';
import type { Database } from '../../db/client';
import { libraryCopies, libraryTitles } from '../../db/schema';

/** An accession number's prefix (what comes before its trailing digits) and the number they make. */
const accessionPrefix = sql`regexp_replace(${libraryCopies.accessionNo}, '[0-9]+$', '')`;
const accessionNumber = sql`coalesce(substring(${libraryCopies.accessionNo} from '[0-9]+$'), '0')::numeric`;

/** Copies still held: a lost or withdrawn copy is not on a shelf to be labelled, unless its barcode is typed. */
const held = notInArray(libraryCopies.status, ['LOST', 'WITHDRAWN']);

/** The copies a selection names, other than by a typed list. */
function whereOf(selection: Exclude<LabelSelection, { by: 'barcodes' }>): SQL | undefined {
  switch (selection.by) {
    case 'title':
      return and(eq(libraryCopies.titleId, selection.titleId), held);
    case 'accession': {
      const from = accessionParts(selection.from)!;
      const to = accessionParts(selection.to)!;
      return and(
        sql`${accessionPrefix} = ${from.prefix}`,
        sql`${accessionNumber} between ${from.number.toString()}::numeric and ${to.number.toString()}::numeric`,
        held,
      );
    }
    case 'added':
      return and(
        sql`(${libraryCopies.createdAt} at time zone ${collegeTimeZone()})::date >= ${selection.since}::date`,
        held,
      );
  }
}

export interface ChosenLabels {
  /** How many copies the selection names (the labels are read only when within the caller's limit). */
  total: number;
  labels: AccessionLabel[];
  /** Barcodes of a typed list that no copy has. */
  missing: string[];
}

/**
 * The copies to label: a title's, a range of one register, those added since a day (in accession order: the prefix,
 * then the number, as they stand on the register), or a typed list of barcodes (in the order typed, whatever their
 * status). Counted first, so a selection over `limit` is refused without reading it.
 */
export function labelStore(db: Database) {
  const columns = {
    barcode: libraryCopies.barcode,
    accessionNo: libraryCopies.accessionNo,
    callNumber: libraryTitles.callNumber,
    title: libraryTitles.title,
  };
  return {
    async labels(selection: LabelSelection, limit: number): Promise<ChosenLabels> {
      if (selection.by === 'barcodes') {
        const rows = await db
          .select(columns)
          .from(libraryCopies)
          .innerJoin(libraryTitles, eq(libraryTitles.id, libraryCopies.titleId))
          .where(inArray(libraryCopies.barcode, selection.list));
        const byBarcode = new Map(rows.map((r) => [r.barcode, r]));
        return {
          total: rows.length,
          labels: selection.list.flatMap((code) => byBarcode.get(code) ?? []),
          missing: selection.list.filter((code) => !byBarcode.has(code)),
        };
      }
      const where = whereOf(selection);
      const [counted] = await db.select({ n: count() }).from(libraryCopies).where(where);
      const total = Number(counted?.n ?? 0);
      if (total === 0 || total > limit) return { total, labels: [], missing: [] };
      const labels = await db
        .select(columns)
        .from(libraryCopies)
        .innerJoin(libraryTitles, eq(libraryTitles.id, libraryCopies.titleId))
        .where(where)
        .orderBy(accessionPrefix, accessionNumber, libraryCopies.accessionNo);
      return { total, labels, missing: [] };
    },
  };
}

export type LabelStore = ReturnType<typeof labelStore>;
