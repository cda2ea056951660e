import * as v from 'valibot';

/**
 * GET /api/app/library/circulation-summary: the incharge's circulation figures of the college day — loans and returns
 * today, out and overdue now, holds waiting and kept at the desk, fines collected this month and still owed — the last
 * fortnight's issues and returns by day, and the titles borrowed most in the last year.
 */
export const CirculationSummarySchema = v.object({
  today: v.string(),
  loansToday: v.number(),
  returnsToday: v.number(),
  onLoan: v.number(),
  overdue: v.number(),
  holdsWaiting: v.number(),
  holdsReady: v.number(),
  /** Fines paid this college month (paise). */
  finesCollectedPaise: v.number(),
  /** Fines neither paid nor waived (paise). */
  finesOpenPaise: v.number(),
  byDay: v.array(v.object({ day: v.string(), issued: v.number(), returned: v.number() })),
  mostBorrowed: v.array(v.object({ id: v.number(), title: v.string(), loans: v.number() })),
});
export type CirculationSummary = v.InferOutput<typeof CirculationSummarySchema>;

/** The days the chart of issues and returns covers, today included. */
export const SUMMARY_DAYS = 14;
/** How many of the most borrowed titles are shown. */
export const MOST_BORROWED = 8;
