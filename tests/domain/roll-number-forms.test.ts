import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { STUDENT_MESSAGES as M } from '../../src/domain/students/messages';
import { RollAssignFormSchema } from '../../src/domain/students/roll-number-forms';

describe('the roll numbers batch and branch form', () => {
  it('sends the chosen batch, and every branch when none is chosen', () => {
    expect(v.parse(RollAssignFormSchema, { batchId: '3', branchId: '' })).toEqual({ batchId: 3, branchId: null });
    expect(v.parse(RollAssignFormSchema, { batchId: '3', branchId: '7' })).toEqual({ batchId: 3, branchId: 7 });
  });

  it('answers a missing batch under the batch field', () => {
    const issue = v.safeParse(RollAssignFormSchema, { batchId: '', branchId: '' }).issues?.[0];
    expect([issue?.path?.[0]?.key, issue?.message]).toEqual(['batchId', M.invalid]);
  });
});
