import { describe, expect, it } from 'vitest';
import { sheetGuidance } from '../../src/domain/attendance/attendance';
import { ATTENDANCE_MESSAGES as M } from '../../src/domain/attendance/messages';

describe('what an attendance sheet tells its teacher', () => {
  it('says how to mark an open sheet', () => {
    expect(sheetGuidance({ editable: true, reason: null })).toBe(M.markHint);
  });

  it("says an earlier day's sheet is read-only for teachers and that the HoD corrects it, never 'tap to mark'", () => {
    const text = sheetGuidance({ editable: false, reason: M.pastDayByHod });
    expect(text).toBe(M.pastDayReadOnly);
    expect(text).toContain('read-only for teachers');
    expect(text).toContain('HoD');
    expect(text).not.toMatch(/tap/i);
  });

  it('gives any other lock its reason', () => {
    expect(sheetGuidance({ editable: false, reason: M.onHoliday('Diwali') })).toBe(
      'This sheet is read-only. No attendance is taken on a holiday: Diwali',
    );
  });
});
