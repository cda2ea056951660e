import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EXAM_MESSAGES as M } from '../../src/domain/exams/messages';
import { ReviewQuerySchema, reviewPages } from '../../src/domain/exams/review-query';

describe('the review lists query', () => {
  it('defaults to the first pages without a search, and upper-cases a roll number prefix', () => {
    expect(v.parse(ReviewQuerySchema, {})).toEqual({ rollNo: '', page: 1, missingPage: 1 });
    expect(v.parse(ReviewQuerySchema, { rollNo: ' 22b81a05 ', page: '3', missingPage: '2' })).toEqual({
      rollNo: '22B81A05',
      page: 3,
      missingPage: 2,
    });
  });

  it('refuses pages that are not whole numbers from 1 and prefixes with anything but letters and digits', () => {
    for (const bad of [
      { page: '0' },
      { page: '1.5' },
      { missingPage: '-1' },
      { rollNo: '22%' },
      { rollNo: 'A'.repeat(21) },
    ]) {
      const parsed = v.safeParse(ReviewQuerySchema, bad);
      expect(parsed.success).toBe(false);
      expect(parsed.issues?.[0].message).toBe(M.invalid);
    }
  });

  it('counts the pages of a list, at least one', () => {
    expect([0, 1, 50, 51, 5000].map(reviewPages)).toEqual([1, 1, 1, 2, 100]);
  });
});
