import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BackupApproverFormSchema,
  EMPTY_APPLICATION,
  EMPTY_BACKUP,
  LeaveDecisionFormSchema,
  leaveApplyFormSchema,
} from '../../src/domain/leave/leave-forms';
import { LeaveApplicationSchema } from '../../src/domain/leave/leave-rules';
import { LEAVE_MESSAGES as M } from '../../src/domain/leave/messages';

/** Each field's first message, as the form kit shows them under the fields. */
function messagesByField(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of v.safeParse(schema, input).issues ?? []) found[String(issue.path?.[0]?.key)] ??= issue.message;
  return found;
}

// Leave type 2 needs an attachment, 1 does not.
const applySchema = leaveApplyFormSchema((id) => id === 2);
const filled = { ...EMPTY_APPLICATION, leaveTypeId: '1', fromDate: '2026-03-02', reason: 'Family function' };

describe('the apply form', () => {
  it('answers an empty form with the fill-all words at each required field', () => {
    expect(messagesByField(applySchema, EMPTY_APPLICATION)).toEqual({
      leaveTypeId: 'Please fill all the fields.',
      fromDate: M.fillAll,
      reason: M.fillAll,
    });
  });

  it('takes an empty To as a one-day leave, and gives the server its application', () => {
    const output = v.parse(applySchema, filled);
    const { attachment, ...leave } = output;
    expect(attachment).toBeNull();
    expect(v.parse(LeaveApplicationSchema, leave)).toEqual({
      leaveTypeId: 1,
      fromDate: '2026-03-02',
      toDate: '2026-03-02',
      fromHalf: 'full',
      toHalf: 'full',
      reason: 'Family function',
    });
  });

  it('shows the rules of several fields under the field they are about', () => {
    expect(messagesByField(applySchema, { ...filled, toDate: '2026-03-01' })).toEqual({ toDate: M.endsBeforeStart });
    expect(messagesByField(applySchema, { ...filled, fromHalf: 'second', toHalf: 'first' })).toEqual({
      toHalf: M.sameHalf,
    });
    expect(messagesByField(applySchema, { ...filled, leaveTypeId: '2' })).toEqual({ attachment: M.attachmentNeeded });
    const file = new File(['%PDF-1.4'], 'note.pdf', { type: 'application/pdf' });
    expect(v.safeParse(applySchema, { ...filled, leaveTypeId: '2', attachment: file }).success).toBe(true);
  });

  it('answers malformed input with the invalid words at its field', () => {
    expect(messagesByField(applySchema, { ...filled, fromDate: '2026-02-30', reason: '<b>' })).toEqual({
      fromDate: M.invalid,
      reason: M.invalid,
    });
  });
});

describe('the decision form', () => {
  it('needs a remark for a rejection only, and says so under the remark', () => {
    expect(messagesByField(LeaveDecisionFormSchema, { decision: 'reject', remark: ' ' })).toEqual({
      remark: M.remarkNeeded,
    });
    expect(v.parse(LeaveDecisionFormSchema, { decision: 'approve', remark: '' })).toEqual({
      decision: 'approve',
      remark: '',
    });
  });
});

describe('the backup approver form', () => {
  it('shows each missing field and the dates in the wrong order at To', () => {
    expect(messagesByField(BackupApproverFormSchema, EMPTY_BACKUP)).toEqual({
      backupUserId: M.fillAll,
      fromDate: M.fillAll,
      toDate: M.fillAll,
    });
    expect(
      messagesByField(BackupApproverFormSchema, { backupUserId: '5', fromDate: '2026-03-04', toDate: '2026-03-03' }),
    ).toEqual({ toDate: M.endsBeforeStart });
    expect(
      v.parse(BackupApproverFormSchema, { backupUserId: '5', fromDate: '2026-03-03', toDate: '2026-03-04' }),
    ).toEqual({ backupUserId: 5, fromDate: '2026-03-03', toDate: '2026-03-04' });
  });
});
