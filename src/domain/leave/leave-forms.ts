import * as v from 'valibot';
import { wholeNumberText } from '../forms/whole-number-text';
import { BackupApproverSchema, LeaveApplicationSchema, LeaveDecisionSchema } from './leave-rules';
import { LEAVE_MESSAGES as M } from './messages';

/**
 * The leave forms as the screens hold them: drop-downs as text, an attachment as a file. Each field is converted and
 * then checked by the very field schema the server uses, so a form and the server answer with the same words; the
 * rules of several fields are forwarded to the field they are about.
 */

const application = LeaveApplicationSchema.pipe[0].entries;

/** An attachment: a file or none (whether the leave type needs one is the form's cross-field rule). */
const attachment = v.nullish(v.custom<File>((x) => typeof File !== 'undefined' && x instanceof File, M.invalid));

/**
 * Applying for leave. `To` left empty is a one-day leave (it takes `From`'s day); `needsAttachment` tells which leave
 * types need an attachment.
 */
export const leaveApplyFormSchema = (needsAttachment: (leaveTypeId: number) => boolean) =>
  v.pipe(
    v.object({
      leaveTypeId: wholeNumberText(application.leaveTypeId),
      fromDate: application.fromDate,
      toDate: v.pipe(
        v.string(M.invalid),
        v.trim(),
        v.transform((s) => (s === '' ? undefined : s)),
        v.optional(application.toDate),
      ),
      fromHalf: application.fromHalf,
      toHalf: application.toHalf,
      reason: application.reason,
      attachment,
    }),
    v.transform((d) => ({ ...d, toDate: d.toDate ?? d.fromDate })),
    v.forward(
      v.partialCheck([['fromDate'], ['toDate']], (d) => d.toDate >= d.fromDate, M.endsBeforeStart),
      ['toDate'],
    ),
    v.forward(
      v.partialCheck(
        [['fromDate'], ['toDate'], ['fromHalf'], ['toHalf']],
        (d) => !(d.fromDate === d.toDate && d.fromHalf === 'second' && d.toHalf === 'first'),
        M.sameHalf,
      ),
      ['toHalf'],
    ),
    v.forward(
      v.partialCheck(
        [['leaveTypeId'], ['attachment']],
        (d) => !needsAttachment(d.leaveTypeId) || Boolean(d.attachment),
        M.attachmentNeeded,
      ),
      ['attachment'],
    ),
  );
export type LeaveApplyFormSchema = ReturnType<typeof leaveApplyFormSchema>;

/** A new application: nothing chosen, whole days. */
export const EMPTY_APPLICATION = {
  leaveTypeId: '',
  fromDate: '',
  toDate: '',
  fromHalf: 'full',
  toHalf: 'full',
  reason: '',
  attachment: null,
} as const;

const decision = LeaveDecisionSchema.pipe[0].entries;

/** Approving or rejecting one leave: the remark is needed for a rejection, and its words show under it. */
export const LeaveDecisionFormSchema = v.pipe(
  v.object({ decision: decision.decision, remark: decision.remark }),
  v.forward(
    v.partialCheck([['decision'], ['remark']], (d) => d.decision === 'approve' || d.remark !== '', M.remarkNeeded),
    ['remark'],
  ),
);

const backup = BackupApproverSchema.pipe[0].entries;

/** Naming a backup approver for some dates. */
export const BackupApproverFormSchema = v.pipe(
  v.object({ backupUserId: wholeNumberText(backup.backupUserId), fromDate: backup.fromDate, toDate: backup.toDate }),
  v.forward(
    v.partialCheck([['fromDate'], ['toDate']], (d) => d.toDate >= d.fromDate, M.endsBeforeStart),
    ['toDate'],
  ),
);
export const EMPTY_BACKUP = { backupUserId: '', fromDate: '', toDate: '' } as const;
