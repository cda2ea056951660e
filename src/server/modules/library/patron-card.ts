import { and, eq } from 'drizzle-orm';
import { collegeDay } from '../../../domain/calendar/college-time';
import type { PatronCard } from '../../../domain/library/circulation-answers';
import type { Database } from '../../db/client';
import { libraryCopies, libraryHolds, libraryTitles } from '../../db/schema';
import type { DeskStores } from './desk-stores';
import { holdStore } from './hold-store';
import { lineContext, loanLine } from './loan-lines';
import type { Patron } from './patron-store';

/** The copies kept at the desk for the patron (their ready holds), the soonest to lapse first. */
async function readyHolds(db: Database, p: Patron) {
  const rows = await db
    .select({
      holdId: libraryHolds.id,
      titleId: libraryHolds.titleId,
      title: libraryTitles.title,
      barcode: libraryCopies.barcode,
      pickupBy: libraryHolds.pickupBy,
    })
    .from(libraryHolds)
    .innerJoin(libraryTitles, eq(libraryTitles.id, libraryHolds.titleId))
    .innerJoin(libraryCopies, eq(libraryCopies.id, libraryHolds.copyId))
    .where(
      and(
        eq(libraryHolds.status, 'READY'),
        p.kind === 'STUDENT' ? eq(libraryHolds.studentId, p.id) : eq(libraryHolds.facultyId, p.id),
      ),
    )
    .orderBy(libraryHolds.pickupBy);
  return rows.map((r) => ({ ...r, pickupBy: r.pickupBy ?? '' }));
}

/** What the desk (and the patron in the app) sees of a patron: loans with their fines so far, what they owe, holds. */
export async function patronCard(db: Database, s: DeskStores, p: Patron, now: Date): Promise<PatronCard> {
  const ctx = await lineContext(s.rules, collegeDay(now));
  const [loans, owed, settings, holds, open] = await Promise.all([
    s.loans.openLoans(p),
    s.fines.owed(p),
    s.rules.settings(),
    readyHolds(db, p),
    holdStore(db).mine(p),
  ]);
  // After `owed`, which has marked paid the fines whose fee lines are now covered.
  const fines = await s.fines.list(p, 20);
  return {
    kind: p.kind,
    id: p.id,
    code: p.code,
    name: p.name,
    category: p.category,
    detail: p.detail,
    active: p.active,
    loans: loans.map((l) => loanLine(l, ctx)),
    finesOwedPaise: owed,
    fineBlockPaise: settings.fineBlockPaise,
    holdsReady: holds,
    holds: open,
    fines,
  };
}
