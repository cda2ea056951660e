import { describe, expect, it } from 'vitest';
import {
  allotBeds,
  DEFAULT_ALLOTMENT_RULES,
  type Applicant,
  type FreeBed,
  type HostelGender,
} from '../../src/domain/hostel/allotment';

let nextId = 1;
const applicant = (over: Partial<Applicant> = {}): Applicant => ({
  id: nextId++,
  gender: 'MALE',
  year: 1,
  distanceKm: 100,
  category: 'OC',
  appliedAt: '2026-06-01T04:30:00Z',
  preferences: [],
  anyRoomType: true,
  ...over,
});
const beds = (n: number, gender: HostelGender, roomType: string, from = 1): FreeBed[] =>
  Array.from({ length: n }, (_, i) => ({ id: from + i, gender, roomType, order: from + i }));

describe('allotting hostel beds by the college’s rules', () => {
  it('serves first years first, then those who live farthest, then who applied first', () => {
    const far = applicant({ year: 2, distanceKm: 900 });
    const first = applicant({ year: 1, distanceKm: 50 });
    const farther = applicant({ year: 1, distanceKm: 400 });
    const earlier = applicant({ year: 1, distanceKm: 50, appliedAt: '2026-05-30T04:30:00Z' });
    const result = allotBeds([far, first, farther, earlier], beds(3, 'MALE', 'TRIPLE'));
    expect(result.allotted.map((a) => a.applicantId)).toEqual([farther.id, earlier.id, first.id]);
    expect(result.allotted.map((a) => a.bedId)).toEqual([1, 2, 3]);
    expect(result.waiting).toEqual([{ applicantId: far.id, reason: 'NO_BED', rank: 4 }]);
  });

  it('never gives a bed to the other gender, and never the same bed twice', () => {
    const girls = Array.from({ length: 3 }, () => applicant({ gender: 'FEMALE' }));
    const boys = Array.from({ length: 3 }, () => applicant({ gender: 'MALE' }));
    const pool = [...beds(2, 'FEMALE', 'DOUBLE', 1), ...beds(4, 'MALE', 'DOUBLE', 10)];
    const result = allotBeds([...girls, ...boys], pool);
    const genderOf = new Map(pool.map((b) => [b.id, b.gender]));
    const applicantGender = new Map([...girls, ...boys].map((a) => [a.id, a.gender]));
    for (const a of result.allotted) expect(genderOf.get(a.bedId)).toBe(applicantGender.get(a.applicantId));
    expect(new Set(result.allotted.map((a) => a.bedId)).size).toBe(result.allotted.length);
    expect(result.allotted).toHaveLength(5);
    expect(result.waiting).toEqual([{ applicantId: girls[2]!.id, reason: 'NO_BED', rank: expect.any(Number) }]);
  });

  it('keeps each reserved category’s share of beds for its best-ranked applicants', () => {
    const rules = { ...DEFAULT_ALLOTMENT_RULES, reserved: { SC: 0.25 } };
    const open = Array.from({ length: 4 }, (_, i) => applicant({ distanceKm: 500 + i }));
    const sc = [applicant({ category: 'SC', distanceKm: 20 }), applicant({ category: 'SC', distanceKm: 10 })];
    const result = allotBeds([...open, ...sc], beds(4, 'MALE', 'TRIPLE'), rules);
    expect(result.allotted.filter((a) => a.reserved === 'SC').map((a) => a.applicantId)).toEqual([sc[0]!.id]);
    expect(result.allotted).toHaveLength(4);
    expect(result.waiting.map((w) => w.applicantId)).toEqual([open[0]!.id, sc[1]!.id]);
  });

  it('follows preferences, falls back only when the applicant allows it, and says why one waits', () => {
    const pool = [...beds(1, 'MALE', 'AC DOUBLE', 1), ...beds(2, 'MALE', 'TRIPLE', 2)];
    const wantsAc = applicant({ distanceKm: 900, preferences: ['AC DOUBLE'] });
    const alsoAc = applicant({ distanceKm: 800, preferences: ['AC DOUBLE'], anyRoomType: false });
    const anything = applicant({ distanceKm: 700, preferences: ['AC DOUBLE'] });
    const result = allotBeds([wantsAc, alsoAc, anything], pool);
    expect(result.allotted).toEqual([
      { applicantId: wantsAc.id, bedId: 1, reserved: null },
      { applicantId: anything.id, bedId: 2, reserved: null },
    ]);
    expect(result.waiting).toEqual([{ applicantId: alsoAc.id, reason: 'NO_BED_OF_PREFERRED_TYPE', rank: 2 }]);
  });

  it('waitlists those who live nearer than the college’s minimum distance, or whose distance is not known', () => {
    const rules = { ...DEFAULT_ALLOTMENT_RULES, minDistanceKm: 30 };
    const near = applicant({ distanceKm: 12 });
    const unknown = applicant({ distanceKm: null });
    const far = applicant({ distanceKm: 45 });
    const result = allotBeds([near, unknown, far], beds(3, 'MALE', 'TRIPLE'), rules);
    expect(result.allotted.map((a) => a.applicantId)).toEqual([far.id]);
    expect(result.waiting).toEqual([
      { applicantId: near.id, reason: 'TOO_NEAR', rank: null },
      { applicantId: unknown.id, reason: 'TOO_NEAR', rank: null },
    ]);
  });

  it('gives the same allotment whatever order the applicants and beds come in', () => {
    const people = Array.from({ length: 40 }, (_, i) =>
      applicant({ gender: i % 3 ? 'MALE' : 'FEMALE', year: 1 + (i % 4), distanceKm: (i * 37) % 300 }),
    );
    const pool = [...beds(10, 'FEMALE', 'DOUBLE', 1), ...beds(20, 'MALE', 'TRIPLE', 100)];
    const once = allotBeds(people, pool);
    const again = allotBeds([...people].reverse(), [...pool].reverse());
    expect(again.allotted.sort((a, b) => a.bedId - b.bedId)).toEqual(once.allotted.sort((a, b) => a.bedId - b.bedId));
  });
});
