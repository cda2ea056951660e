import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROLL_SETTINGS,
  formatSerial,
  lastSerialOf,
  parseRollPattern,
  previewRollNumbers,
  serialValue,
} from '../../src/domain/students/roll-number-pattern';
import { RollPatternSchema } from '../../src/domain/students/student-schemas';
import { STUDENT_MESSAGES as M } from '../../src/domain/students/messages';

const cse = (studentId: number, lateral = false) => ({ studentId, startYear: 2022, branchCode: '05', lateral });

describe('roll number pattern', () => {
  it('gives 22B81A0501 for the first regular CSE student of 2022 and 22B8150501 for a lateral one', () => {
    const rows = previewRollNumbers([cse(1), cse(2), cse(3, true)], [], DEFAULT_ROLL_SETTINGS);
    expect(rows.map((r) => r.rollNumber)).toEqual(['22B81A0501', '22B81A0502', '22B8150501']);
  });

  it('continues after the highest roll number already taken in the same branch and entry', () => {
    const taken = ['22B81A0501', '22B81A0507', '22B81A0402', '23B81A0599'];
    const rows = previewRollNumbers([cse(1), cse(2)], taken, DEFAULT_ROLL_SETTINGS);
    expect(rows.map((r) => r.rollNumber)).toEqual(['22B81A0508', '22B81A0509']);
  });

  it('goes on past 99 with a letter for the tens (A0 = 100) and stops after Z9', () => {
    expect([99, 100, 109, 110, 359].map((n) => formatSerial(n, 2))).toEqual(['99', 'A0', 'A9', 'B0', 'Z9']);
    expect(formatSerial(360, 2)).toBeNull();
    expect(serialValue('A0', 2)).toBe(100);
    expect(serialValue('B3', 2)).toBe(113);
    const rows = previewRollNumbers([cse(1)], ['22B81A05A4'], DEFAULT_ROLL_SETTINGS);
    expect(rows[0]!.rollNumber).toBe('22B81A05A5');
  });

  it('names Z9 as the last serial of {SERIAL:2} and gives nobody a number past it', () => {
    expect(lastSerialOf(DEFAULT_ROLL_SETTINGS.pattern)).toBe('Z9');
    expect(lastSerialOf('{YY}{BRANCH}{SERIAL:3}')).toBe('Z99');
    const rows = previewRollNumbers([cse(1), cse(2)], ['22B81A05Z8'], DEFAULT_ROLL_SETTINGS);
    expect(rows.map((r) => r.rollNumber)).toEqual(['22B81A05Z9', null]);
  });

  it('follows another college pattern with a four-digit year, a literal and a three-character serial', () => {
    const settings = { ...DEFAULT_ROLL_SETTINGS, pattern: '{YYYY}CS{BRANCH}{SERIAL:3}' };
    expect(previewRollNumbers([cse(1)], [], settings)[0]!.rollNumber).toBe('2022CS05001');
  });

  it("refuses a pattern without a serial, with an unknown token or with two serials: '" + M.badPattern + "'", () => {
    for (const pattern of [
      '{YY}{BRANCH}',
      '{YY}{BRANCH}{SERIAL:2}{X}',
      '{YY}{BRANCH}{SERIAL:2}{SERIAL:2}',
      '{BRANCH}{SERIAL:2}',
      '{YY}-{BRANCH}{SERIAL:2}',
    ]) {
      expect(parseRollPattern(pattern)).toBeNull();
      const result = v.safeParse(RollPatternSchema, { pattern });
      expect(result.success ? '' : result.issues[0].message).toBe(M.badPattern);
    }
    expect(parseRollPattern(DEFAULT_ROLL_SETTINGS.pattern)).not.toBeNull();
  });
});
