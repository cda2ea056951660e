import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES, ClaimCodeEntrySchema } from '../../src/domain/auth/student-claim';
import { PARENT_MESSAGES } from '../../src/domain/parents/messages';
import { calendarDateFromInput } from '../../src/domain/calendar/calendar-date-input';
import { LinkParentStudentSchema } from '../../src/domain/parents/schemas';

/** The first message of each field, as the form shows them under the fields (and the server answers the first). */
const issues = (input: unknown) => {
  const parsed = v.safeParse(LinkParentStudentSchema, input);
  if (parsed.success) return [];
  const first = new Map<string, string>();
  for (const issue of parsed.issues)
    if (!first.has(v.getDotPath(issue)!)) first.set(v.getDotPath(issue)!, issue.message);
  return [...first.values()];
};

describe('linking a parent to a student (roll number + date of birth)', () => {
  it('takes the roll number in any case and the date from a date field or as DD-MM-YYYY', () => {
    expect(v.parse(LinkParentStudentSchema, { rollNo: ' 22b81a0501', dateOfBirth: '2004-08-15' })).toEqual({
      rollNo: '22B81A0501',
      dateOfBirth: '2004-08-15',
      code: '',
    });
    expect(v.parse(LinkParentStudentSchema, { rollNo: '22B81A0501', dateOfBirth: '15-08-2004' }).dateOfBirth).toBe(
      '2004-08-15',
    );
    expect(calendarDateFromInput('15/08/2004')).toBe('2004-08-15');
  });

  it("answers 'Please enter Roll Number' and the date-of-birth messages for missing or impossible values", () => {
    expect(issues({ rollNo: '', dateOfBirth: '' })).toEqual([
      'Please enter Roll Number',
      PARENT_MESSAGES.dateOfBirthRequired,
    ]);
    expect(issues({ rollNo: '22B81A0501', dateOfBirth: '2004-02-30' })).toEqual([PARENT_MESSAGES.dateOfBirthInvalid]);
    expect(issues({ rollNo: '22B81A0501', dateOfBirth: 'yesterday' })).toEqual([PARENT_MESSAGES.dateOfBirthInvalid]);
    expect(issues({ rollNo: '22B81A0501', dateOfBirth: '1850-01-01' })).toEqual([PARENT_MESSAGES.dateOfBirthInvalid]);
    expect(issues({ rollNo: '22B8;1A', dateOfBirth: '2004-08-15' })).toEqual([
      'A roll number has only letters and digits',
    ]);
  });

  it("takes the mailed code with spaces, and refuses anything but 6 digits with 'The code has 6 digits.'", () => {
    expect(
      v.parse(LinkParentStudentSchema, { rollNo: '22B81A0501', dateOfBirth: '2004-08-15', code: '012 345' }).code,
    ).toBe('012345');
    expect(issues({ rollNo: '22B81A0501', dateOfBirth: '2004-08-15', code: '12345' })).toEqual([
      CLAIM_MESSAGES.codeInvalid,
    ]);
    expect(issues({ rollNo: '22B81A0501', dateOfBirth: '2004-08-15', code: '12345a' })).toEqual([
      CLAIM_MESSAGES.codeInvalid,
    ]);
    expect(v.safeParse(ClaimCodeEntrySchema, { code: '' }).issues?.[0]?.message).toBe(CLAIM_MESSAGES.codeRequired);
  });

  it('answers a request for a code in words that name no address and say nothing of the date of birth', () => {
    expect(CLAIM_MESSAGES.codeSent).not.toMatch(/@|\d{4}/);
    expect(CLAIM_MESSAGES.recordContact).not.toMatch(/@|\d/);
  });
});
