import { describe, expect, it } from 'vitest';
import { countText } from '../../src/domain/display-formats';

describe('display formats (each Intl format built once)', () => {
  it('writes counts with Indian grouping', () => {
    expect(countText(1234567)).toBe('12,34,567');
    expect(countText(0)).toBe('0');
    for (const n of [7, 999, 1000, 99999, 100000, -1234567, 123456789012, 1234.5, 0.1234])
      expect(countText(n)).toBe(n.toLocaleString('en-IN'));
  });
});
