import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ROLE_DASHBOARDS } from '../../src/domain/dashboards/role-dashboards';
import { FACULTY_MESSAGES as M } from '../../src/domain/faculty/messages';
import {
  FACULTY_DASHBOARD_COUNTERS,
  FDB_COUNTER_CALLS,
  loadsFacultyProfile,
  profileQueryParams,
} from '../../src/domain/faculty/profile';
import {
  AwardFormSchema,
  EMPTY_AWARD,
  EMPTY_MOU,
  EMPTY_PUBLICATION,
  MouFormSchema,
  PublicationFormSchema,
} from '../../src/domain/faculty/record-form-schemas';
import { AwardSchema, MouSchema, PublicationSchema } from '../../src/domain/faculty/record-schemas';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  // The form shows one message per field: the first.
  return result.success ? [] : [...new Map(result.issues.map((i) => [i.path?.[0]?.key, i.message])).values()];
};
const paper = { ...EMPTY_PUBLICATION, title: 'Edge Caching', venue: 'IEEE Access', year: '2024' };

describe('§4 the faculty profile loaded after sign-in', () => {
  it('is loaded for ROLE_FACULTY only', () => {
    expect(loadsFacultyProfile(['ROLE_FACULTY'])).toBe(true);
    expect(loadsFacultyProfile(['ROLE_HOD', 'ROLE_FACULTY'])).toBe(true);
    expect(loadsFacultyProfile(['ROLE_HOD'])).toBe(false);
    expect(loadsFacultyProfile([])).toBe(false);
  });

  it('asks getallprofiledata with collegeId, financialYear, typeofInstitution and userId from the signed-in user', () => {
    const user = { username: 'faculty', collegeId: 1, instituteType: 'autonomous' };
    expect(profileQueryParams(user, new Date('2026-11-23T10:00:00Z'))).toEqual({
      collegeId: '1',
      financialYear: '2026-2027',
      typeofInstitution: 'autonomous',
      userId: 'faculty',
    });
    // January belongs to the academic year that began the April before (§9).
    expect(
      profileQueryParams({ username: 'x', collegeId: null, instituteType: null }, new Date('2027-01-05T10:00:00Z')),
    ).toEqual({
      financialYear: '2026-2027',
      userId: 'x',
    });
  });
});

describe('§2 Faculty dashboard counters come from the §7 faculty database calls', () => {
  it('maps Publications, Citations, Scopus and Awards, the dashboard’s four counters, to their calls', () => {
    expect(Object.keys(FACULTY_DASHBOARD_COUNTERS)).toEqual([...ROLE_DASHBOARDS.ROLE_FACULTY.counters]);
    expect(Object.values(FACULTY_DASHBOARD_COUNTERS).map((c) => FDB_COUNTER_CALLS[c!])).toEqual([
      'getReserachPapersBasedOnUserName',
      'getCountOfCitations',
      'getCountOfScoupos',
      'getAwardsByFaculty',
    ]);
  });
});

describe('record forms: numbers as typed, checked by the server’s schemas', () => {
  it('turns a typed year and citations into the numbers the server schema accepts', () => {
    const output = v.parse(PublicationFormSchema, {
      ...paper,
      citations: ' 12 ',
      scopus: true,
      doi: '10.1109/ACCESS.2024.3391245',
    });
    expect(output).toEqual({
      ...v.parse(PublicationSchema, {
        title: 'Edge Caching',
        venue: 'IEEE Access',
        year: 2024,
        citations: 12,
        scopus: true,
        doi: '10.1109/ACCESS.2024.3391245',
      }),
    });
    expect(v.parse(PublicationFormSchema, paper).citations).toBe(0);
  });

  it.each([
    ['', M.yearWhole],
    ['20x4', M.yearWhole],
    ['2024.5', M.yearWhole],
    ['1900', M.yearRange(1950, new Date().getUTCFullYear() + 1)],
  ])("refuses the year '%s' with the server's message", (year, message) => {
    expect(messages(PublicationFormSchema, { ...paper, year })).toEqual([message]);
    expect(messages(AwardFormSchema, { ...EMPTY_AWARD, title: 'Best Teacher', awardedBy: 'JNTUH', year })).toEqual([
      message,
    ]);
  });

  it.each(['-1', 'many', '1.5'])("refuses citations '%s' with '%s'", (citations) => {
    expect(messages(PublicationFormSchema, { ...paper, citations })).toEqual([M.citationsWhole]);
  });

  it('names every empty required field of a new record', () => {
    expect(messages(PublicationFormSchema, EMPTY_PUBLICATION)).toEqual([M.titleRequired, M.venueRequired, M.yearWhole]);
    expect(messages(MouFormSchema, EMPTY_MOU)).toEqual([M.partnerRequired, M.purposeRequired, M.dateInvalid]);
    expect(messages(AwardFormSchema, EMPTY_AWARD)).toEqual([M.titleRequired, M.awardedByRequired, M.yearWhole]);
  });

  it('keeps an empty MoU end date as none and puts an end before the signing under Valid until', () => {
    const mou = { partner: 'Infosys', purpose: 'Internships', signedOn: '2025-06-01', validUntil: '' };
    expect(v.parse(MouFormSchema, mou)).toEqual(v.parse(MouSchema, { ...mou, validUntil: null }));
    const result = v.safeParse(MouFormSchema, { ...mou, validUntil: '2025-05-31' });
    expect(result.issues?.map((i) => [i.path?.[0]?.key, i.message])).toEqual([
      ['validUntil', M.validUntilBeforeSigned],
    ]);
  });

  it('gives an award without description the same output as the server schema', () => {
    const award = { title: 'Best Teacher', awardedBy: 'JNTUH', year: '2023', description: '' };
    expect(v.parse(AwardFormSchema, award)).toEqual(v.parse(AwardSchema, { ...award, year: 2023 }));
  });
});
