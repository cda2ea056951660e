import { describe, expect, it } from 'vitest';
import { demoParts } from '../../src/server/demo/demo-parts';

describe("the demo college's module parts", () => {
  it('run after the core in their order: fees before the dues paid on them, users before their leave', () => {
    expect(demoParts().map((p) => p.name)).toEqual([
      'masters',
      'users',
      'faculty records',
      'achievements',
      'payments',
      'alumni',
      'academic lists',
      'academic calendar',
      'faculty allotments',
      'bell schedule',
      'leave',
      'attendance',
      'admissions',
      'exam marks',
      'vendors',
      'library',
      'hostel',
      'transport',
    ]);
  });
});
