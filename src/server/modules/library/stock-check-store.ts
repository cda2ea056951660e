import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CopyStatus } from '../../../domain/library/catalogue';
import { scanOutcome, type ScanOutcome } from '../../../domain/library/stock-check';
import type { StockTotals } from '../../../domain/library/stock-check-answers';
import type { Database } from '../../db/client';
import { libraryCopies, libraryStockChecks, libraryStockScans, libraryTitles, users } from '../../db/schema';

/** A check as stored, with the names of who started and closed it. */
export interface CheckRow {
  id: number;
  status: 'OPEN' | 'CLOSED';
  locations: string[];
  startedAt: Date;
  startedBy: string;
  closedAt: Date | null;
  closedBy: string | null;
  totals: StockTotals | null;
}

/** A copy a scan named, with what the first scan of it in the check made of it. */
export interface ScannedCopy {
  barcode: string;
  outcome: ScanOutcome;
  /** The shelf it was first scanned on in this check. */
  seenOn: string;
  copy: { id: number; accessionNo: string; title: string; location: string; status: CopyStatus } | null;
}

const closer = alias(users, 'stock_closer');
const scans = libraryStockScans;

/**
 * Stock verification's SQL: the checks, what each saw, and the copies each expects. A check expects the copies of
 * its shelves (every shelf when it names none) except those written off (lost, withdrawn) before it started; one
 * written off since still counts, so its figures and its not-seen list hold after it wrote off what it did not see.
 */
export function stockCheckStore(db: Database) {
  const checks = () =>
    db
      .select({
        id: libraryStockChecks.id,
        status: sql<'OPEN' | 'CLOSED'>`${libraryStockChecks.status}`,
        locations: libraryStockChecks.locations,
        startedAt: libraryStockChecks.startedAt,
        startedBy: users.fullName,
        closedAt: libraryStockChecks.closedAt,
        closedBy: closer.fullName,
        totals: libraryStockChecks.totals,
      })
      .from(libraryStockChecks)
      .innerJoin(users, eq(users.id, libraryStockChecks.startedBy))
      .leftJoin(closer, eq(closer.id, libraryStockChecks.closedBy));

  const inScope = (check: Pick<CheckRow, 'locations' | 'startedAt'>): SQL | undefined =>
    and(
      check.locations.length ? inArray(libraryCopies.location, check.locations) : undefined,
      sql`(${libraryCopies.status} not in ('LOST', 'WITHDRAWN') or ${libraryCopies.statusChangedAt} >= ${check.startedAt})`,
    );
  const seenJoin = (checkId: number) => and(eq(scans.checkId, checkId), eq(scans.copyId, libraryCopies.id));
  const notSeen = (check: CheckRow, shelf?: string) =>
    and(
      inScope(check),
      isNull(scans.id),
      ne(libraryCopies.status, 'ISSUED'),
      shelf === undefined ? undefined : eq(libraryCopies.location, shelf),
    );

  return {
    /** The open check, else the last one closed. */
    async current(): Promise<CheckRow | null> {
      const [row] = await checks()
        .orderBy(sql`${libraryStockChecks.status} = 'OPEN' desc`, desc(libraryStockChecks.id))
        .limit(1);
      return row ?? null;
    },

    async byId(id: number, lock = false): Promise<CheckRow | null> {
      if (lock)
        await db
          .select({ id: libraryStockChecks.id })
          .from(libraryStockChecks)
          .where(eq(libraryStockChecks.id, id))
          .for('update');
      const [row] = await checks().where(eq(libraryStockChecks.id, id));
      return row ?? null;
    },

    async start(locations: string[], userId: number, now: Date): Promise<number> {
      const [row] = await db
        .insert(libraryStockChecks)
        .values({ locations, startedBy: userId, startedAt: now })
        .returning({ id: libraryStockChecks.id });
      return row!.id;
    },

    /** Every shelf the catalogue's copies are on. */
    async shelves(check?: CheckRow): Promise<string[]> {
      const rows = await db
        .selectDistinct({ location: libraryCopies.location })
        .from(libraryCopies)
        .where(and(ne(libraryCopies.location, ''), check ? inScope(check) : undefined))
        .orderBy(asc(libraryCopies.location));
      return rows.map((r) => r.location);
    },

    /** The figures of a check as they stand now (a closed check keeps those of its closing). */
    async totals(check: CheckRow): Promise<StockTotals> {
      if (check.totals) return check.totals;
      const [row] = await db
        .select({
          inScope: sql<number>`count(*)::int`,
          seen: sql<number>`count(${scans.id})::int`,
          notSeen: sql<number>`(count(*) filter (where ${scans.id} is null and ${libraryCopies.status} <> 'ISSUED'))::int`,
          onLoan: sql<number>`(count(*) filter (where ${scans.id} is null and ${libraryCopies.status} = 'ISSUED'))::int`,
        })
        .from(libraryCopies)
        .leftJoin(scans, seenJoin(check.id))
        .where(inScope(check));
      return row!;
    },

    /**
     * Records barcodes scanned on `shelf`, in order: the first scan of a copy in the check counts (a unique index
     * keeps one row per check and copy, so a replay adds nothing); a barcode no copy has is kept once.
     */
    async scan(checkId: number, shelf: string, barcodes: readonly string[], userId: number, at: Date) {
      const copies = await db
        .select({
          id: libraryCopies.id,
          barcode: sql<string>`upper(${libraryCopies.barcode})`,
          accessionNo: libraryCopies.accessionNo,
          title: libraryTitles.title,
          location: libraryCopies.location,
          status: sql<CopyStatus>`${libraryCopies.status}`,
        })
        .from(libraryCopies)
        .innerJoin(libraryTitles, eq(libraryTitles.id, libraryCopies.titleId))
        .where(inArray(sql`upper(${libraryCopies.barcode})`, [...barcodes]));
      const byBarcode = new Map(copies.map((c) => [c.barcode, c]));
      const results: ScannedCopy[] = [];
      for (const barcode of barcodes) {
        const copy = byBarcode.get(barcode) ?? null;
        const outcome: ScanOutcome = copy ? scanOutcome(copy, shelf) : 'UNKNOWN';
        const inserted = await db
          .insert(scans)
          .values({
            checkId,
            copyId: copy?.id ?? null,
            barcode,
            shelf,
            outcome,
            statusSeen: copy?.status ?? null,
            scannedBy: userId,
            scannedAt: at,
          })
          .onConflictDoNothing()
          .returning({ id: scans.id });
        if (inserted.length || !copy) {
          results.push({ barcode, outcome, seenOn: shelf, copy });
          continue;
        }
        const [first] = await db
          .select({ shelf: scans.shelf })
          .from(scans)
          .where(and(eq(scans.checkId, checkId), eq(scans.copyId, copy.id)));
        results.push({ barcode, outcome: 'ALREADY', seenOn: first?.shelf ?? shelf, copy });
      }
      return results;
    },

    /** A page of the copies in scope not seen (issued ones are accounted for by their loans), shelf by shelf. */
    async notSeenPage(check: CheckRow, shelf: string | undefined, page: number, size: number) {
      const where = notSeen(check, shelf);
      const [total] = await db
        .select({ n: count() })
        .from(libraryCopies)
        .leftJoin(scans, seenJoin(check.id))
        .where(where);
      const copies = await db
        .select({
          accessionNo: libraryCopies.accessionNo,
          barcode: libraryCopies.barcode,
          title: libraryTitles.title,
          location: libraryCopies.location,
          status: sql<CopyStatus>`${libraryCopies.status}`,
        })
        .from(libraryCopies)
        .innerJoin(libraryTitles, eq(libraryTitles.id, libraryCopies.titleId))
        .leftJoin(scans, seenJoin(check.id))
        .where(where)
        .orderBy(asc(libraryCopies.location), asc(libraryCopies.id))
        .limit(size)
        .offset((page - 1) * size);
      return { copies, total: total?.n ?? 0 };
    },

    /** The ids of the copies in scope not seen whose status is `status` (for closing). */
    async notSeenIds(check: CheckRow, status: CopyStatus): Promise<number[]> {
      const rows = await db
        .select({ id: libraryCopies.id })
        .from(libraryCopies)
        .leftJoin(scans, seenJoin(check.id))
        .where(and(notSeen(check), eq(libraryCopies.status, status)));
      return rows.map((r) => r.id);
    },

    /** The ids of the copies seen in the check whose status now is `status` (found lost copies, for closing). */
    async seenIds(checkId: number, status: CopyStatus): Promise<number[]> {
      const rows = await db
        .select({ id: libraryCopies.id })
        .from(scans)
        .innerJoin(libraryCopies, eq(libraryCopies.id, scans.copyId))
        .where(and(eq(scans.checkId, checkId), eq(libraryCopies.status, status)));
      return rows.map((r) => r.id);
    },

    /** Copies seen with one outcome (wrong shelf, found), the latest scans first, at most 200. */
    async exceptions(checkId: number, outcome: 'WRONG_SHELF' | 'FOUND') {
      return db
        .select({
          accessionNo: libraryCopies.accessionNo,
          barcode: libraryCopies.barcode,
          title: libraryTitles.title,
          location: libraryCopies.location,
          seenOn: scans.shelf,
          status: sql<CopyStatus>`coalesce(${scans.statusSeen}, ${libraryCopies.status})`,
        })
        .from(scans)
        .innerJoin(libraryCopies, eq(libraryCopies.id, scans.copyId))
        .innerJoin(libraryTitles, eq(libraryTitles.id, libraryCopies.titleId))
        .where(and(eq(scans.checkId, checkId), eq(scans.outcome, outcome)))
        .orderBy(desc(scans.scannedAt), desc(scans.id))
        .limit(200);
    },

    /** Barcodes scanned that no copy has, the latest first, at most 200. */
    async unknown(checkId: number) {
      return db
        .select({ barcode: scans.barcode, seenOn: scans.shelf, scannedAt: scans.scannedAt })
        .from(scans)
        .where(and(eq(scans.checkId, checkId), isNull(scans.copyId)))
        .orderBy(desc(scans.scannedAt), desc(scans.id))
        .limit(200);
    },

    async close(
      id: number,
      closing: { userId: number; at: Date; totals: StockTotals; markedLost: number; restored: number },
    ): Promise<void> {
      await db
        .update(libraryStockChecks)
        .set({
          status: 'CLOSED',
          closedBy: closing.userId,
          closedAt: closing.at,
          totals: closing.totals,
          markedLost: closing.markedLost,
          restored: closing.restored,
        })
        .where(and(eq(libraryStockChecks.id, id), eq(libraryStockChecks.status, 'OPEN')));
    },
  };
}

export type StockCheckStore = ReturnType<typeof stockCheckStore>;
