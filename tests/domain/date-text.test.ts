import { afterEach, describe, expect, it } from 'vitest';
import { collegeTimeZone, useCollegeTimeZone } from '../../src/domain/calendar/college-time';
import {
  dateText,
  dateTimeText,
  longDateText,
  monthText,
  optionalDateTimeText,
  sheetDateTime,
  timeText,
} from '../../src/domain/calendar/date-text';

const zone = collegeTimeZone();
afterEach(() => useCollegeTimeZone(zone));

describe("date-text: one format, the college's clock", () => {
  it("writes a moment on the college's clock (Asia/Kolkata), not UTC's: 20:15 UTC on 31 March is 1 April 1:45 am", () => {
    const at = '2026-03-31T20:15:00Z';
    expect(dateText(at)).toBe('1 Apr 2026');
    expect(timeText(at)).toBe('1:45 am');
    expect(dateTimeText(at)).toBe('1 Apr 2026, 1:45 am');
    expect(dateTimeText(new Date(at))).toBe('1 Apr 2026, 1:45 am');
    expect(dateTimeText(Date.parse(at))).toBe('1 Apr 2026, 1:45 am');
  });

  it('writes noon, midnight and every month the same way', () => {
    expect(dateTimeText('2026-09-01T06:30:00Z')).toBe('1 Sep 2026, 12:00 pm');
    expect(dateTimeText('2026-08-31T18:30:00Z')).toBe('1 Sep 2026, 12:00 am');
    const months = Array.from({ length: 12 }, (_, m) => dateText(`2026-${String(m + 1).padStart(2, '0')}-15`));
    expect(months.map((d) => d.split(' ')[1])).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
  });

  it('keeps a calendar date (YYYY-MM-DD) the day it is, in any zone', () => {
    useCollegeTimeZone('America/Los_Angeles');
    expect(dateText('2026-11-24')).toBe('24 Nov 2026');
    expect(longDateText('2026-11-24')).toBe('Tuesday, 24 November 2026');
    expect(monthText('2026-11')).toBe('November 2026');
  });

  it('follows the configured zone (COLLEGE_TIME_ZONE)', () => {
    useCollegeTimeZone('UTC');
    expect(dateTimeText('2026-03-31T20:15:00Z')).toBe('31 Mar 2026, 8:15 pm');
    useCollegeTimeZone('Asia/Dubai');
    expect(dateTimeText('2026-03-31T20:15:00Z')).toBe('1 Apr 2026, 12:15 am');
  });

  it('gives no text for a moment not known', () => {
    expect(optionalDateTimeText(null)).toBe('');
    expect(optionalDateTimeText(undefined)).toBe('');
    expect(optionalDateTimeText('2026-11-24T09:35:00Z')).toBe('24 Nov 2026, 3:05 pm');
  });

  it("gives a spreadsheet the college's wall clock as its date", () => {
    expect(sheetDateTime('2026-11-23T08:15:00Z').toISOString()).toBe('2026-11-23T13:45:00.000Z');
  });
});
