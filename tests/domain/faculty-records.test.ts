import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FACULTY_MESSAGES as M } from '../../src/domain/faculty/messages';
import { AwardSchema, MouSchema, PublicationSchema, lastRecordYear } from '../../src/domain/faculty/record-schemas';

const paper = { title: 'Edge Caching in Vehicular Networks', venue: 'IEEE Access', year: 2024 };
const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('faculty database record schemas', () => {
  it('fills in a publication: no DOI, not indexed, 0 citations; trims text', () => {
    expect(v.parse(PublicationSchema, { ...paper, title: '  Edge Caching in Vehicular Networks ' })).toEqual({
      ...paper,
      doi: null,
      scopus: false,
      webOfScience: false,
      citations: 0,
    });
    expect(v.parse(PublicationSchema, { ...paper, doi: '  ' }).doi).toBeNull();
    expect(v.parse(PublicationSchema, { ...paper, doi: null }).doi).toBeNull();
  });

  it.each([
    '10.1109/ACCESS.2024.3391245',
    '10.1016/j.jnca.2023.103702',
    '10.1007/978-981-19-2358-6_12',
    '10.5555/demo.emp0001.1',
  ])('accepts the DOI %s', (doi) => {
    expect(v.parse(PublicationSchema, { ...paper, doi }).doi).toBe(doi);
  });

  it.each(['https://doi.org/10.1109/ACCESS.2024.3391245', '10.11/abc', '11.1109/x', '10.1109/', '10.1109/has space'])(
    `refuses the DOI %s with '${M.doiInvalid}'`,
    (doi) => {
      expect(firstMessage(PublicationSchema, { ...paper, doi })).toBe(M.doiInvalid);
    },
  );

  it('takes years and citations as whole numbers only, years from 1950 to next year', () => {
    expect(firstMessage(PublicationSchema, { ...paper, year: undefined })).toBe(M.yearWhole);
    expect(firstMessage(PublicationSchema, { ...paper, year: lastRecordYear() + 1 })).toBe(
      M.yearRange(1950, lastRecordYear()),
    );
    expect(v.parse(PublicationSchema, { ...paper, year: lastRecordYear() }).year).toBe(lastRecordYear());
    expect(firstMessage(PublicationSchema, { ...paper, citations: '3' })).toBe(M.citationsWhole);
    expect(firstMessage(PublicationSchema, { ...paper, citations: 1_000_001 })).toBe(M.citationsWhole);
  });

  it('checks MoU dates: real calendar dates, valid until not before signed', () => {
    const mou = { partner: 'T-Hub Foundation', purpose: 'Incubation support', signedOn: '2024-02-29' };
    expect(v.parse(MouSchema, mou)).toEqual({ ...mou, validUntil: null });
    expect(firstMessage(MouSchema, { ...mou, signedOn: '2023-02-29' })).toBe(M.dateInvalid);
    expect(firstMessage(MouSchema, { ...mou, signedOn: '29-02-2024' })).toBe(M.dateInvalid);
    expect(firstMessage(MouSchema, { ...mou, validUntil: '2024-02-28' })).toBe(M.validUntilBeforeSigned);
    expect(v.parse(MouSchema, { ...mou, validUntil: '2024-02-29' }).validUntil).toBe('2024-02-29');
  });

  it('needs an award title and who gave it; the description is optional', () => {
    expect(
      v.parse(AwardSchema, { title: 'Best Teacher Award', awardedBy: 'Demo College', year: 2023 }).description,
    ).toBe('');
    expect(firstMessage(AwardSchema, { awardedBy: 'Demo College', year: 2023 })).toBe(M.titleRequired);
    expect(firstMessage(AwardSchema, { title: 'Best Teacher Award', awardedBy: ' ', year: 2023 })).toBe(
      M.awardedByRequired,
    );
  });
});
