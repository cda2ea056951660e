import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RollNumberSchema, ResultLookupQuerySchema, rollNumberFromInput } from '../../src/domain/results/roll-number';

describe('§5 roll number entry', () => {
  it('uses only the part before the first space', () => {
    expect(rollNumberFromInput('22B81A0501 CHARAN')).toBe('22B81A0501');
    expect(rollNumberFromInput('  22B81A0501  ')).toBe('22B81A0501');
    expect(v.parse(RollNumberSchema, '22b81a0501 x')).toBe('22B81A0501');
  });

  it("rejects an empty roll number with 'Please enter Roll Number'", () => {
    for (const input of ['', '   ', ' ']) {
      const result = v.safeParse(RollNumberSchema, input);
      expect(result.success).toBe(false);
      expect(result.issues?.[0].message).toBe('Please enter Roll Number');
    }
  });

  it("rejects a missing roll number with 'Please enter Roll Number'", () => {
    const result = v.safeParse(ResultLookupQuerySchema, { examTitle: 'x' });
    expect(result.issues?.[0].message).toBe('Please enter Roll Number');
  });

  it('rejects SQL, HTML and over-long input', () => {
    for (const input of ["1' OR '1'='1", '<script>', '22B81A0501;DROP', 'A'.repeat(21)]) {
      expect(v.safeParse(RollNumberSchema, input).success).toBe(false);
    }
  });
});
