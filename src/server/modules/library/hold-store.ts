import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { ItemType } from '../../../domain/library/catalogue';
import type { HoldList, MyHold } from '../../../domain/library/holds';
import type { Database } from '../../db/client';
import { faculty, libraryCopies, libraryHolds, libraryLoans, libraryTitles, students } from '../../db/schema';
import { patronKey, type Patron } from './patron-store';
import { OUTER_TITLE_ID } from './outer-title';

type PatronRef = Pick<Patron, 'kind' | 'id'>;
const ofPatron = (p: PatronRef) =>
  p.kind === 'STUDENT' ? eq(libraryHolds.studentId, p.id) : eq(libraryHolds.facultyId, p.id);
const OPEN = ['WAITING', 'READY'];

/** Those ahead in the title's queue, plus one: the hold's place while it waits. */
const placeSql = sql<number>`(select count(*)::int + 1 from library_holds q
  where q.title_id = ${libraryHolds.titleId} and q.status = 'WAITING'
  and (q.created_at, q.id) < (${libraryHolds.placedAt}, ${libraryHolds.id}))`;
const patronName = sql<string>`coalesce(${students.fullName}, ${faculty.fullName}, '')`;
const patronCode = sql<string>`coalesce(${students.rollNo}, ${faculty.empCode}, '')`;

/** A patron's holds as they place, read and cancel them, and the desk's list of what to keep and who waits. */
export function holdStore(db: Database) {
  return {
    /** The title a hold is asked for: its item type and how many of its copies are on the shelf now. */
    async title(titleId: number): Promise<{ id: number; title: string; itemType: ItemType; onShelf: number } | null> {
      const [row] = await db
        .select({
          id: libraryTitles.id,
          title: libraryTitles.title,
          itemType: sql<ItemType>`${libraryTitles.itemType}`,
          onShelf: sql<number>`(select count(*)::int from library_copies c
            where c.title_id = ${OUTER_TITLE_ID} and c.status = 'AVAILABLE')`,
        })
        .from(libraryTitles)
        .where(eq(libraryTitles.id, titleId));
      return row ?? null;
    },

    async hasOpenHold(titleId: number, p: PatronRef): Promise<boolean> {
      const rows = await db
        .select({ id: libraryHolds.id })
        .from(libraryHolds)
        .where(and(eq(libraryHolds.titleId, titleId), ofPatron(p), inArray(libraryHolds.status, OPEN)))
        .limit(1);
      return rows.length > 0;
    },

    async hasOnLoan(titleId: number, p: PatronRef): Promise<boolean> {
      const rows = await db
        .select({ id: libraryLoans.id })
        .from(libraryLoans)
        .innerJoin(libraryCopies, eq(libraryCopies.id, libraryLoans.copyId))
        .where(
          and(
            eq(libraryCopies.titleId, titleId),
            isNull(libraryLoans.returnedAt),
            p.kind === 'STUDENT' ? eq(libraryLoans.studentId, p.id) : eq(libraryLoans.facultyId, p.id),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async place(titleId: number, p: PatronRef, at: Date): Promise<number> {
      const [row] = await db
        .insert(libraryHolds)
        .values({ titleId, ...patronKey(p), status: 'WAITING', placedAt: at })
        .returning({ id: libraryHolds.id });
      return row!.id;
    },

    /** The patron's open holds: ready ones first (the soonest to lapse), then waiting ones in the order placed. */
    async mine(p: PatronRef): Promise<MyHold[]> {
      const rows = await db
        .select({
          holdId: libraryHolds.id,
          titleId: libraryHolds.titleId,
          title: libraryTitles.title,
          status: sql<'WAITING' | 'READY'>`${libraryHolds.status}`,
          place: placeSql,
          barcode: libraryCopies.barcode,
          pickupBy: libraryHolds.pickupBy,
          placedAt: libraryHolds.placedAt,
        })
        .from(libraryHolds)
        .innerJoin(libraryTitles, eq(libraryTitles.id, libraryHolds.titleId))
        .leftJoin(libraryCopies, eq(libraryCopies.id, libraryHolds.copyId))
        .where(and(ofPatron(p), inArray(libraryHolds.status, OPEN)))
        .orderBy(sql`${libraryHolds.status} = 'WAITING'`, asc(libraryHolds.pickupBy), asc(libraryHolds.placedAt));
      return rows.map((r) => ({
        ...r,
        place: r.status === 'READY' ? 0 : r.place,
        placedAt: r.placedAt.toISOString(),
      }));
    },

    /** The patron's own open hold, locked for cancelling. */
    async openOf(holdId: number, p: PatronRef) {
      const [row] = await db
        .select({ id: libraryHolds.id, status: libraryHolds.status, copyId: libraryHolds.copyId })
        .from(libraryHolds)
        .where(and(eq(libraryHolds.id, holdId), ofPatron(p), inArray(libraryHolds.status, OPEN)))
        .for('update');
      return row ?? null;
    },

    /** Any patron's open hold with its title and patron's name, locked: the staff cancel it from the waiting list. */
    async openById(holdId: number) {
      const [row] = await db
        .select({
          id: libraryHolds.id,
          status: libraryHolds.status,
          copyId: libraryHolds.copyId,
          title: libraryTitles.title,
          name: patronName,
        })
        .from(libraryHolds)
        .innerJoin(libraryTitles, eq(libraryTitles.id, libraryHolds.titleId))
        .leftJoin(students, eq(students.id, libraryHolds.studentId))
        .leftJoin(faculty, eq(faculty.id, libraryHolds.facultyId))
        .where(and(eq(libraryHolds.id, holdId), inArray(libraryHolds.status, OPEN)))
        .for('update', { of: libraryHolds });
      return row ?? null;
    },

    /** Cancelled by the staff, with the reason kept on the hold. */
    async cancelByStaff(holdId: number, reason: string, userId: number, at: Date): Promise<void> {
      await db
        .update(libraryHolds)
        .set({ status: 'CANCELLED', closedAt: at, cancelReason: reason, cancelledBy: userId })
        .where(eq(libraryHolds.id, holdId));
    },

    async close(holdId: number, status: 'CANCELLED' | 'EXPIRED', at: Date): Promise<void> {
      await db.update(libraryHolds).set({ status, closedAt: at }).where(eq(libraryHolds.id, holdId));
    },

    /** Ready holds whose pickup day is over, locked (another request lapsing them at once skips them). */
    /** Whether any ready hold's pickup day has passed: a read without locks, so most requests need no transaction. */
    async anyLapsed(today: string): Promise<boolean> {
      const [row] = await db
        .select({ id: libraryHolds.id })
        .from(libraryHolds)
        .where(and(eq(libraryHolds.status, 'READY'), lt(libraryHolds.pickupBy, today)))
        .limit(1);
      return row !== undefined;
    },

    async lapsed(today: string) {
      return db
        .select({ id: libraryHolds.id, copyId: libraryHolds.copyId })
        .from(libraryHolds)
        .where(and(eq(libraryHolds.status, 'READY'), lt(libraryHolds.pickupBy, today)))
        .orderBy(asc(libraryHolds.pickupBy), asc(libraryHolds.id))
        .for('update', { skipLocked: true });
    },

    /** A copy as the desk passes it on. */
    async freedCopy(copyId: number) {
      const [row] = await db
        .select({
          id: libraryCopies.id,
          titleId: libraryCopies.titleId,
          location: libraryCopies.location,
          accessionNo: libraryCopies.accessionNo,
        })
        .from(libraryCopies)
        .where(eq(libraryCopies.id, copyId))
        .for('update');
      return row ?? null;
    },

    /** A ready hold with its patron's address, for the mail that tells them. */
    async readyNotice(holdId: number) {
      const [row] = await db
        .select({
          title: libraryTitles.title,
          pickupBy: libraryHolds.pickupBy,
          email: sql<string | null>`coalesce(${students.email}, ${faculty.email})`,
          name: patronName,
        })
        .from(libraryHolds)
        .innerJoin(libraryTitles, eq(libraryTitles.id, libraryHolds.titleId))
        .leftJoin(students, eq(students.id, libraryHolds.studentId))
        .leftJoin(faculty, eq(faculty.id, libraryHolds.facultyId))
        .where(and(eq(libraryHolds.id, holdId), eq(libraryHolds.status, 'READY')));
      return row ?? null;
    },

    /** The desk's list: copies to keep (soonest to lapse first) and each title's queue in order. */
    async staffList(): Promise<HoldList> {
      const rows = await db
        .select({
          holdId: libraryHolds.id,
          titleId: libraryHolds.titleId,
          title: libraryTitles.title,
          status: libraryHolds.status,
          barcode: libraryCopies.barcode,
          pickupBy: libraryHolds.pickupBy,
          placedAt: libraryHolds.placedAt,
          name: patronName,
          code: patronCode,
        })
        .from(libraryHolds)
        .innerJoin(libraryTitles, eq(libraryTitles.id, libraryHolds.titleId))
        .leftJoin(libraryCopies, eq(libraryCopies.id, libraryHolds.copyId))
        .leftJoin(students, eq(students.id, libraryHolds.studentId))
        .leftJoin(faculty, eq(faculty.id, libraryHolds.facultyId))
        .where(inArray(libraryHolds.status, OPEN))
        .orderBy(
          asc(libraryHolds.pickupBy),
          asc(libraryTitles.title),
          asc(libraryHolds.placedAt),
          asc(libraryHolds.id),
        );
      const list: HoldList = { ready: [], waiting: [] };
      for (const r of rows) {
        if (r.status === 'READY') {
          const { holdId, title, name, code } = r;
          list.ready.push({ holdId, title, name, code, barcode: r.barcode ?? '', pickupBy: r.pickupBy ?? '' });
          continue;
        }
        let queue = list.waiting.find((w) => w.titleId === r.titleId);
        if (!queue) list.waiting.push((queue = { titleId: r.titleId, title: r.title, patrons: [] }));
        queue.patrons.push({ holdId: r.holdId, name: r.name, code: r.code, placedAt: r.placedAt.toISOString() });
      }
      return list;
    },
  };
}

export type HoldStore = ReturnType<typeof holdStore>;
