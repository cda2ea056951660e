import { describe, expect, it } from 'vitest';
import {
  clockText,
  countText,
  dayAndTimeText,
  dayText,
  numericDayAndTimeText,
  numericDayText,
} from '../../src/domain/display-formats';

// The screens used toLocale…String('en-IN', options) directly; the shared formats must give the same text.
const moments = [
  '2026-11-24T09:35:07Z',
  '2025-01-03T23:59:59Z',
  '2024-06-30T00:00:00Z',
  // Every month (September is 'Sept' in en-IN) and both halves of the day, including noon and midnight.
  ...Array.from({ length: 12 }, (_, m) => new Date(2026, m, 5 + m, m * 2, m * 5).toISOString()),
  new Date(2026, 8, 1, 12, 0).toISOString(),
  new Date(2026, 8, 1, 0, 0).toISOString(),
];

describe('display formats (each Intl format built once)', () => {
  it('writes dates and times exactly as toLocaleString with the same options', () => {
    for (const iso of moments) {
      const d = new Date(iso);
      expect(dayText(iso)).toBe(d.toLocaleDateString('en-IN', { dateStyle: 'medium' }));
      expect(dayText(iso)).toBe(d.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }));
      expect(numericDayText(iso)).toBe(d.toLocaleDateString('en-IN'));
      expect(dayAndTimeText(d.getTime())).toBe(d.toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' }));
      expect(numericDayAndTimeText(iso)).toBe(d.toLocaleString('en-IN'));
      expect(clockText(d)).toBe(d.toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit' }));
    }
  });

  it('writes counts with Indian grouping', () => {
    expect(countText(1234567)).toBe('12,34,567');
    expect(countText(0)).toBe('0');
    for (const n of [7, 999, 1000, 99999, 100000, -1234567, 123456789012, 1234.5, 0.1234])
      expect(countText(n)).toBe(n.toLocaleString('en-IN'));
  });
});
