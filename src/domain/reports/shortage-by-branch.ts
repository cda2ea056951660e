import { attendancePercent, isShort, overallTally, type Tally } from '../attendance/attendance';
import type { ShortageRow } from './report-answers';

/**
 * Attendance shortage by branch: for each branch, the students on roll, those with classes recorded in the semester,
 * those below the threshold (the attendance module's `isShort` on every class of every subject together), and the
 * branch's attendance (every class its students were marked in, together). Branches in the order first given.
 */
export function shortageByBranch(
  students: readonly { branch: string; tally: Tally | null }[],
  threshold: number,
): { byBranch: ShortageRow[]; totals: ShortageRow } {
  const groups = new Map<string, { onRoll: number; recorded: number; short: number; tallies: Tally[] }>();
  const add = (label: string, tally: Tally | null) => {
    const g = groups.get(label) ?? { onRoll: 0, recorded: 0, short: 0, tallies: [] };
    g.onRoll += 1;
    if (tally && tally.held > 0) {
      g.recorded += 1;
      g.tallies.push(tally);
      if (isShort(tally, threshold)) g.short += 1;
    }
    groups.set(label, g);
  };
  for (const s of students) add(s.branch, s.tally);
  const row = (label: string, g: { onRoll: number; recorded: number; short: number; tallies: Tally[] }) => ({
    label,
    onRoll: g.onRoll,
    recorded: g.recorded,
    short: g.short,
    percent: g.recorded ? attendancePercent(overallTally(g.tallies)) : 0,
  });
  const all = [...groups.values()].reduce(
    (sum, g) => ({
      onRoll: sum.onRoll + g.onRoll,
      recorded: sum.recorded + g.recorded,
      short: sum.short + g.short,
      tallies: [...sum.tallies, ...g.tallies],
    }),
    { onRoll: 0, recorded: 0, short: 0, tallies: [] as Tally[] },
  );
  return {
    byBranch: [...groups.entries()].map(([label, g]) => row(label, g)),
    totals: row(/*i18n*/ 'All branches', all),
  };
}
