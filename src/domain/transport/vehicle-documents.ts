/**
 * The documents a college bus must carry, each valid until a day: insurance, fitness certificate, permit and the
 * pollution-under-control certificate. A document is due when it lapses within the days the college is warned ahead
 * (30 by default), and overdue from the day after its last valid day.
 */

export const VEHICLE_DOCUMENTS = ['INSURANCE', 'FITNESS', 'PERMIT', 'POLLUTION'] as const;
export type VehicleDocument = (typeof VEHICLE_DOCUMENTS)[number];

export const DOCUMENT_WARNING_DAYS = 30;

export type DocumentStanding = 'VALID' | 'DUE' | 'OVERDUE' | 'MISSING';

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Math.round(Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS);

/** Where a document stands on `today` (ISO days), and the days left until it lapses (negative: days overdue). */
export function documentStanding(
  validUntil: string | null,
  today: string,
  warnDays: number = DOCUMENT_WARNING_DAYS,
): { standing: DocumentStanding; daysLeft: number | null } {
  if (!validUntil) return { standing: 'MISSING', daysLeft: null };
  const daysLeft = dayNumber(validUntil) - dayNumber(today);
  if (daysLeft < 0) return { standing: 'OVERDUE', daysLeft };
  return { standing: daysLeft <= warnDays ? 'DUE' : 'VALID', daysLeft };
}

/** The documents of a fleet that need action on `today`: overdue first (the longest overdue first), then due. */
export function documentsNeedingAction<T extends { validUntil: string | null }>(
  documents: readonly T[],
  today: string,
  warnDays: number = DOCUMENT_WARNING_DAYS,
): (T & { standing: DocumentStanding; daysLeft: number | null })[] {
  return documents
    .map((d) => ({ ...d, ...documentStanding(d.validUntil, today, warnDays) }))
    .filter((d) => d.standing !== 'VALID')
    .sort((a, b) => (a.daysLeft ?? -Infinity) - (b.daysLeft ?? -Infinity));
}
