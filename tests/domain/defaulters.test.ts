import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DEFAULTER_MESSAGES as M,
  DefaulterQuerySchema,
  DefaulterRemindSchema,
  payByDate,
} from '../../src/domain/payments/defaulters';

describe('defaulters', () => {
  it('asks a letter to be paid 15 days after it is written, across months and years', () => {
    expect(payByDate('2026-11-23')).toBe('2026-12-08');
    expect(payByDate('2026-12-20')).toBe('2027-01-04');
    expect(payByDate('2028-02-20')).toBe('2028-03-06');
  });

  it('reads an optional batch and branch from the query string', () => {
    expect(v.parse(DefaulterQuerySchema, {})).toEqual({});
    expect(v.parse(DefaulterQuerySchema, { batchId: '4', branchId: '' })).toEqual({ batchId: 4, branchId: undefined });
    const bad = v.safeParse(DefaulterQuerySchema, { batchId: '-1' });
    expect(bad.success ? null : bad.issues[0].message).toBe(M.badFilter);
  });

  it('takes 1 to 500 different students and a channel', () => {
    const first = (input: unknown) => {
      const parsed = v.safeParse(DefaulterRemindSchema, input);
      return parsed.success ? null : parsed.issues[0].message;
    };
    expect(first({ studentIds: [1, 2], channel: 'sms' })).toBeNull();
    expect(first({ studentIds: Array.from({ length: 500 }, (_, i) => i + 1), channel: 'mail' })).toBeNull();
    expect(first({ studentIds: [], channel: 'mail' })).toBe(M.chooseStudents);
    expect(first({ studentIds: [3, 3], channel: 'mail' })).toBe(M.sameStudentTwice);
    expect(first({ studentIds: Array.from({ length: 501 }, (_, i) => i + 1), channel: 'mail' })).toBe(
      M.tooManyStudents,
    );
    expect(first({ studentIds: [1.5], channel: 'mail' })).toBe(M.unknownStudent);
    expect(first({ studentIds: [1], channel: 'post' })).toBe(M.chooseChannel);
  });
});
