import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CasteCategoryParamSchema,
  CourseBatchQuerySchema,
  DegreeByLevelQuerySchema,
  KeyValueQuerySchema,
} from '../../src/domain/masters/query-schemas';
import { seatTypeDropText, seatTypeLabel } from '../../src/domain/masters/seat-type';

const firstMessage = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

describe('seat type drop-down text (§4)', () => {
  it('shows the text before the first comma, trimmed', () => {
    expect(seatTypeLabel('Convener,Category A: allotted by counselling, fee as fixed')).toBe('Convener');
    expect(seatTypeLabel(' NRI ,Category B')).toBe('NRI');
    expect(seatTypeLabel('Spot')).toBe('Spot');
  });

  it('round-trips a name through its drop-down text', () => {
    expect(seatTypeLabel(seatTypeDropText('Management', 'Category B, within 30 percent'))).toBe('Management');
  });
});

describe('lookup query schemas', () => {
  it('accepts a course and batch as forms send them, trimmed', () => {
    expect(v.parse(CourseBatchQuerySchema, { course: ' B.Tech ', batch: '2022-2026' })).toEqual({
      course: 'B.Tech',
      batch: '2022-2026',
    });
  });

  it("rejects a missing course with 'Please select a Course' and a bare year with 'A batch is written as 2022-2026'", () => {
    expect(firstMessage(CourseBatchQuerySchema, { batch: '2022-2026' })).toBe('Please select a Course');
    expect(firstMessage(CourseBatchQuerySchema, { course: 'B.Tech', batch: '2022' })).toBe(
      'A batch is written as 2022-2026',
    );
  });

  it('reads the key of getKeyValuePair in any case as the seed names it, and refuses other lists', () => {
    expect(v.parse(KeyValueQuerySchema, { key: 'ENTRANCETYPE' })).toEqual({ key: 'entrancetype' });
    expect(v.parse(KeyValueQuerySchema, { key: 'nationality' })).toEqual({ key: 'Nationality' });
    expect(firstMessage(KeyValueQuerySchema, { key: 'caste' })).toBe(
      'key must be one of entrancetype, Nationality, Religion',
    );
  });

  it('upper-cases a caste category (bc-a is BC-A) and a level (ug is UG)', () => {
    expect(v.parse(CasteCategoryParamSchema, { category: 'bc-a' })).toEqual({ category: 'BC-A' });
    expect(v.parse(DegreeByLevelQuerySchema, { level: 'ug' })).toEqual({ level: 'UG' });
    expect(v.parse(DegreeByLevelQuerySchema, {})).toEqual({});
    expect(firstMessage(CasteCategoryParamSchema, { category: 'BC A' })).toMatch(/^A caste category is letters/);
  });
});
