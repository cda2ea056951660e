import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { SEARCH_MATCH_LIMIT, SEARCH_PAGE_SIZE } from '../../../domain/library/catalogue';
import type { CatalogueSearch } from '../../../domain/library/catalogue-search';
import { isbnCharacters, normaliseIsbn } from '../../../domain/library/isbn';
import type { CatalogueSearchAnswer } from '../../../domain/library/library-answers';
import type { Database } from '../../db/client';
import { libraryCopies, libraryTitles } from '../../db/schema';
import { prefixQueryText, searchQuery } from './search-document';
import { summaryOf } from './title-rows';
import { OUTER_TITLE_ID } from './outer-title';

/** The full-text weights each search field reads ('any': all of them). */
const WEIGHTS: Readonly<Record<string, string>> = { title: '{a}', author: '{b}', subject: '{c}', keyword: '{d}' };

/**
 * The catalogue search: the words as a prefix query over the titles' weighted document (its GIN index finds them;
 * a field narrows the match to that field's weight), or an ISBN (either length, hyphens or not); an item type and
 * "on the shelf now" narrow it. Best matches first (a title match above an author's), a page at a time, among the
 * first SEARCH_MATCH_LIMIT matches, which is also where the count stops; then each title's copies held, on the shelf,
 * and their shelves, read for that page only.
 */
export function searchStore(db: Database) {
  function matchOf(search: CatalogueSearch): { where: SQL | undefined; rank: SQL | null } | null {
    const typed = search.q;
    if (!typed) return { where: undefined, rank: null };
    const isbn = normaliseIsbn(typed);
    if (search.by === 'isbn') {
      if (isbn) return { where: eq(libraryTitles.isbn, isbn), rank: null };
      const digits = isbnCharacters(typed).replace(/X/g, '');
      return /^\d{3,13}$/.test(digits) ? { where: sql`${libraryTitles.isbn} like ${`%${digits}%`}`, rank: null } : null;
    }
    const text = prefixQueryText(typed);
    if (!text) return null;
    const query = searchQuery(text);
    const weights = WEIGHTS[search.by];
    const words = weights
      ? sql`(${libraryTitles.search} @@ ${query} and ts_filter(${libraryTitles.search}, ${weights}::"char"[]) @@ ${query})`
      : sql`${libraryTitles.search} @@ ${query}`;
    return {
      where: isbn && search.by === 'any' ? sql`(${words} or ${libraryTitles.isbn} = ${isbn})` : words,
      rank: sql`ts_rank(${libraryTitles.search}, ${query})`,
    };
  }

  return {
    async search(search: CatalogueSearch): Promise<CatalogueSearchAnswer> {
      const page = { page: search.page, pageSize: SEARCH_PAGE_SIZE };
      const match = matchOf(search);
      if (!match) return { titles: [], total: 0, more: false, ...page };
      const where = and(
        match.where,
        search.type ? eq(libraryTitles.itemType, search.type) : undefined,
        search.available
          ? sql`exists (select 1 from ${libraryCopies} c where c.title_id = ${OUTER_TITLE_ID} and c.status = 'AVAILABLE')`
          : undefined,
      );
      const { search: _document, ...columns } = getTableColumns(libraryTitles);
      const offset = (search.page - 1) * SEARCH_PAGE_SIZE;
      // Ranked among the first SEARCH_MATCH_LIMIT matches (found in the table's order, so a broad word stops early);
      // without words the title index gives the order, and stops at the page.
      const matched = match.rank
        ? db
            .select({ id: libraryTitles.id, rank: sql<number>`${match.rank}`.as('rank') })
            .from(libraryTitles)
            .where(where)
            .limit(SEARCH_MATCH_LIMIT)
            .as('matched')
        : null;
      const pageRows =
        offset >= SEARCH_MATCH_LIMIT
          ? Promise.resolve([])
          : matched
            ? db
                .select(columns)
                .from(matched)
                .innerJoin(libraryTitles, eq(libraryTitles.id, matched.id))
                .orderBy(desc(matched.rank), asc(sql`lower(${libraryTitles.title})`), asc(libraryTitles.id))
                .limit(SEARCH_PAGE_SIZE)
                .offset(offset)
            : db
                .select(columns)
                .from(libraryTitles)
                .where(where)
                .orderBy(asc(sql`lower(${libraryTitles.title})`), asc(libraryTitles.id))
                .limit(SEARCH_PAGE_SIZE)
                .offset(offset);
      const counted = db
        .select({ one: sql`1` })
        .from(libraryTitles)
        .where(where)
        .limit(SEARCH_MATCH_LIMIT + 1)
        .as('counted');
      const [rows, [count]] = await Promise.all([
        pageRows,
        db.select({ total: sql<number>`count(*)::int` }).from(counted),
      ]);
      const copies = rows.length
        ? await db
            .select({ titleId: libraryCopies.titleId, status: libraryCopies.status, location: libraryCopies.location })
            .from(libraryCopies)
            .where(
              inArray(
                libraryCopies.titleId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(asc(libraryCopies.location))
        : [];
      const total = count?.total ?? 0;
      return {
        titles: rows.map((r) =>
          summaryOf(
            r,
            copies.filter((c) => c.titleId === r.id),
          ),
        ),
        total: Math.min(total, SEARCH_MATCH_LIMIT),
        more: total > SEARCH_MATCH_LIMIT,
        ...page,
      };
    },
  };
}

export type SearchStore = ReturnType<typeof searchStore>;
