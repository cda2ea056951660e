import { desc, sql } from 'drizzle-orm';
import type { LibrarySummary } from '../../../domain/library/library-answers';
import type { Database } from '../../db/client';
import { libraryCopies, libraryTitles } from '../../db/schema';
import { circulationSummaryStore } from './circulation-summary-store';
import { OUTER_TITLE_ID } from './outer-title';

/**
 * The incharge's figures: titles and copies, copies by status, by item type and by source, the latest titles; and the
 * circulation's (circulation-summary-store.ts).
 */
export function summaryStore(db: Database) {
  return {
    ...circulationSummaryStore(db),
    async summary(): Promise<LibrarySummary> {
      const [totals, byStatus, byItemType, bySource, recent] = await Promise.all([
        db
          .select({
            titles: sql<number>`(select count(*)::int from ${libraryTitles})`,
            copies: sql<number>`count(*)::int`,
            value: sql<string>`coalesce(sum(${libraryCopies.pricePaise}) filter (where ${libraryCopies.status} not in ('LOST', 'WITHDRAWN')), 0)`,
          })
          .from(libraryCopies),
        db
          .select({ status: libraryCopies.status, count: sql<number>`count(*)::int` })
          .from(libraryCopies)
          .groupBy(libraryCopies.status),
        db
          .select({
            itemType: libraryTitles.itemType,
            titles: sql<number>`count(distinct ${libraryTitles.id})::int`,
            copies: sql<number>`count(${libraryCopies.id})::int`,
          })
          .from(libraryTitles)
          .leftJoin(libraryCopies, sql`${libraryCopies.titleId} = ${libraryTitles.id}`)
          .groupBy(libraryTitles.itemType),
        db
          .select({ source: libraryCopies.source, count: sql<number>`count(*)::int` })
          .from(libraryCopies)
          .groupBy(libraryCopies.source),
        db
          .select({
            id: libraryTitles.id,
            title: libraryTitles.title,
            authors: libraryTitles.authors,
            addedAt: libraryTitles.createdAt,
            copies: sql<number>`(select count(*)::int from ${libraryCopies} c where c.title_id = ${OUTER_TITLE_ID})`,
          })
          .from(libraryTitles)
          .orderBy(desc(libraryTitles.createdAt), desc(libraryTitles.id))
          .limit(8),
      ]);
      const total = totals[0];
      return {
        titles: total?.titles ?? 0,
        copies: total?.copies ?? 0,
        valuePaise: Number(total?.value ?? 0),
        byStatus: byStatus.map((r) => ({
          status: r.status as LibrarySummary['byStatus'][number]['status'],
          count: r.count,
        })),
        byItemType: byItemType.map((r) => ({
          itemType: r.itemType as LibrarySummary['byItemType'][number]['itemType'],
          titles: r.titles,
          copies: r.copies,
        })),
        bySource: bySource.map((r) => ({
          source: r.source as LibrarySummary['bySource'][number]['source'],
          count: r.count,
        })),
        recent: recent.map((r) => ({ ...r, addedAt: r.addedAt.toISOString() })),
      };
    },
  };
}
