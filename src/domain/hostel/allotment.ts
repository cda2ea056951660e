/**
 * Allotting hostel beds to applicants by the rules a college sets: who is eligible (the distance from home), the
 * order in which applicants are served (year of study, distance, the day they applied), the share of beds kept for
 * each reserved category, and each applicant's room types in order of preference. A bed goes only to an applicant of
 * its block's gender; an applicant no bed can go to is waitlisted with the reason.
 *
 * Pure and deterministic: the same applicants, beds and rules give the same allotment, so the incharge can preview
 * it and the server can apply exactly what was previewed. One pass over the ranked applicants with a queue of free
 * beds per (gender, room type): 2,000 applicants over 2,000 beds is a few milliseconds.
 */

export const HOSTEL_GENDERS = ['MALE', 'FEMALE'] as const;
export type HostelGender = (typeof HOSTEL_GENDERS)[number];

/** What an applicant's place in the queue is decided by, in the order the college lists them. */
export const ALLOTMENT_CRITERIA = ['year', 'distance', 'appliedAt'] as const;
export type AllotmentCriterion = (typeof ALLOTMENT_CRITERIA)[number];

export interface Applicant {
  id: number;
  gender: HostelGender;
  /** Year of study, 1 for the first year. */
  year: number;
  /** Distance from home to the college, km (from the admission address); null when not known. */
  distanceKm: number | null;
  /** The reservation category the admission recorded (e.g. 'SC', 'ST', 'BC-A', 'OC'). */
  category: string;
  /** When the application was made (ISO), the last tie-breaker before the id. */
  appliedAt: string;
  /** Room types in order of preference; empty: any room type. */
  preferences: readonly string[];
  /** Whether a bed of a room type not preferred is taken when none preferred is free. */
  anyRoomType: boolean;
}

export interface FreeBed {
  id: number;
  gender: HostelGender;
  roomType: string;
  /** The order beds are filled in (building, floor, room, bed), so rooms fill one after another. */
  order: number;
}

export interface AllotmentRules {
  /** Applicants who live closer than this (km) are not eligible; null: no minimum. */
  minDistanceKm: number | null;
  /** The order applicants are served in: each criterion and its direction. */
  priority: readonly { by: AllotmentCriterion; descending: boolean }[];
  /** Share (0–1) of each gender's beds kept for a reserved category, served first from within that category. */
  reserved: Readonly<Record<string, number>>;
}

/** The usual rules: first years first, then those who live farthest, then those who applied first; no reservation. */
export const DEFAULT_ALLOTMENT_RULES: AllotmentRules = {
  minDistanceKm: null,
  priority: [
    { by: 'year', descending: false },
    { by: 'distance', descending: true },
    { by: 'appliedAt', descending: false },
  ],
  reserved: {},
};

export type WaitReason = 'TOO_NEAR' | 'NO_BED_OF_PREFERRED_TYPE' | 'NO_BED';

export interface AllotmentResult {
  allotted: { applicantId: number; bedId: number; reserved: string | null }[];
  waiting: { applicantId: number; reason: WaitReason; rank: number | null }[];
}

function compareBy(rules: AllotmentRules) {
  return (a: Applicant, b: Applicant): number => {
    for (const { by, descending } of rules.priority) {
      const sign = descending ? -1 : 1;
      const d =
        by === 'year'
          ? a.year - b.year
          : by === 'distance'
            ? (a.distanceKm ?? -1) - (b.distanceKm ?? -1)
            : a.appliedAt < b.appliedAt
              ? -1
              : a.appliedAt > b.appliedAt
                ? 1
                : 0;
      if (d !== 0) return sign * d;
    }
    return a.id - b.id;
  };
}

/** The free beds of each gender and room type, in filling order, taken from the front. */
function bedQueues(beds: readonly FreeBed[]) {
  const queues = new Map<string, FreeBed[]>();
  const key = (gender: HostelGender, type: string) => `${gender}|${type}`;
  for (const bed of [...beds].sort((a, b) => a.order - b.order || a.id - b.id)) {
    const k = key(bed.gender, bed.roomType);
    const q = queues.get(k);
    if (q) q.push(bed);
    else queues.set(k, [bed]);
  }
  const heads = new Map<string, number>();
  const freeOf = (gender: HostelGender, type: string) => {
    const q = queues.get(key(gender, type)) ?? [];
    return q.length - (heads.get(key(gender, type)) ?? 0);
  };
  const take = (gender: HostelGender, type: string): FreeBed | null => {
    const k = key(gender, type);
    const q = queues.get(k) ?? [];
    const head = heads.get(k) ?? 0;
    if (head >= q.length) return null;
    heads.set(k, head + 1);
    return q[head]!;
  };
  const types = (gender: HostelGender) =>
    [...queues.keys()].filter((k) => k.startsWith(`${gender}|`)).map((k) => k.slice(gender.length + 1));
  return { take, freeOf, types };
}

/** Allots the beds to the applicants by the rules (see the file's comment). */
export function allotBeds(
  applicants: readonly Applicant[],
  beds: readonly FreeBed[],
  rules: AllotmentRules = DEFAULT_ALLOTMENT_RULES,
): AllotmentResult {
  const result: AllotmentResult = { allotted: [], waiting: [] };
  const eligible: Applicant[] = [];
  for (const a of applicants) {
    if (rules.minDistanceKm !== null && (a.distanceKm === null || a.distanceKm < rules.minDistanceKm))
      result.waiting.push({ applicantId: a.id, reason: 'TOO_NEAR', rank: null });
    else eligible.push(a);
  }
  const ranked = eligible.sort(compareBy(rules));
  const rank = new Map(ranked.map((a, i) => [a.id, i + 1]));
  const queues = bedQueues(beds);
  const placed = new Set<number>();
  const place = (a: Applicant, reserved: string | null): boolean => {
    const preferred = a.preferences.length ? a.preferences : queues.types(a.gender);
    const fallback = a.anyRoomType ? queues.types(a.gender).filter((t) => !preferred.includes(t)) : [];
    for (const type of [...preferred, ...fallback]) {
      const bed = queues.take(a.gender, type);
      if (bed) {
        result.allotted.push({ applicantId: a.id, bedId: bed.id, reserved });
        placed.add(a.id);
        return true;
      }
    }
    return false;
  };

  // Reserved shares first: the best-ranked of each category, up to its share of each gender's beds.
  for (const [category, share] of Object.entries(rules.reserved)) {
    for (const gender of HOSTEL_GENDERS) {
      const pool = beds.filter((b) => b.gender === gender).length;
      let quota = Math.floor(pool * Math.min(Math.max(share, 0), 1));
      for (const a of ranked) {
        if (quota <= 0) break;
        if (a.gender !== gender || a.category !== category || placed.has(a.id)) continue;
        if (place(a, category)) quota -= 1;
      }
    }
  }
  // Then everyone not yet placed, in rank order.
  for (const a of ranked) {
    if (placed.has(a.id) || place(a, null)) continue;
    const anyFree = queues.types(a.gender).some((t) => queues.freeOf(a.gender, t) > 0);
    result.waiting.push({
      applicantId: a.id,
      reason: anyFree ? 'NO_BED_OF_PREFERRED_TYPE' : 'NO_BED',
      rank: rank.get(a.id)!,
    });
  }
  return result;
}
