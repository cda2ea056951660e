import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { achievementScope } from '../../src/domain/achievements/access';
import {
  AchievementDeleteSchema,
  AchievementSchema,
  AchievementSearchSchema,
} from '../../src/domain/achievements/schemas';

const VALID = {
  departmentName: 'CSE',
  facultyName: 'Dr. A',
  facultyEmail: 'a@demo-college.edu.in',
  dates: '2026-01-19',
  description: 'Best paper',
};
const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('achievement rules (§5 Achievements)', () => {
  it('accepts a complete achievement and trims it', () => {
    expect(v.parse(AchievementSchema, { ...VALID, description: '  Best paper ' }).description).toBe('Best paper');
  });

  it.each(['departmentName', 'facultyName', 'dates', 'description'])(
    "refuses a new achievement without %s: 'Please fill in all fields'",
    (field) => {
      expect(firstMessage(AchievementSchema, { ...VALID, [field]: '' })).toBe('Please fill in all fields');
      const { [field as keyof typeof VALID]: _gone, ...rest } = VALID;
      expect(firstMessage(AchievementSchema, rest)).toBe('Please fill in all fields');
    },
  );

  it('refuses a date that is not a real day', () => {
    expect(firstMessage(AchievementSchema, { ...VALID, dates: '2026-02-30' })).toBe(
      'Date must be written as YYYY-MM-DD',
    );
  });

  it("asks for both department and faculty on search: 'Please select both department and faculty.'", () => {
    expect(firstMessage(AchievementSearchSchema, { facultyDept: 'CSE', facultyName: '' })).toBe(
      'Please select both department and faculty.',
    );
    expect(firstMessage(AchievementSearchSchema, { facultyName: 'Dr. A' })).toBe(
      'Please select both department and faculty.',
    );
    expect(firstMessage(AchievementSearchSchema, { facultyDept: 'CSE', facultyName: 'Dr. A' })).toBeNull();
  });

  it('deletes by the achievement sent as the body, which must carry its id', () => {
    expect(firstMessage(AchievementDeleteSchema, { ...VALID, id: 7 })).toBeNull();
    expect(firstMessage(AchievementDeleteSchema, VALID)).toBe('Send the achievement to delete with its id');
  });

  it('scopes a HoD to their program (§6), a faculty member to their own, principal and IQAC to the college', () => {
    expect(achievementScope(['ROLE_HOD'], 'CSE')).toEqual({ kind: 'department', department: 'CSE' });
    expect(achievementScope(['ROLE_HOD'], null)).toBeNull();
    expect(achievementScope(['ROLE_FACULTY'], 'CSE')).toEqual({ kind: 'own' });
    expect(achievementScope(['ROLE_PRINCIPAL'], null)).toEqual({ kind: 'college' });
    expect(achievementScope(['ROLE_IQAC_COORDINATOR'], null)).toEqual({ kind: 'college' });
    expect(achievementScope(['ROLE_STUDENT'], null)).toBeNull();
  });
});
