import * as v from 'valibot';
import { RollNumberSchema } from '../results/roll-number';
import { MEMO_MESSAGES as M } from './messages';
import { DOCUMENT_KINDS } from './transcript';
import { normaliseVerificationCode } from './verification-code';

/** `?rollNo=`: whose transcript the exam cell reads. */
export const TranscriptQuerySchema = v.object({ rollNo: RollNumberSchema });

/** `?rollNo=`: whose transcript the dashboard shows (a parent names their linked child; a student reads their own). */
export const OwnTranscriptQuerySchema = v.object({ rollNo: v.optional(RollNumberSchema) });

/** Issuing a document: whose, and which (a marks memo or a provisional certificate). */
export const IssueDocumentSchema = v.object({
  rollNo: RollNumberSchema,
  kind: v.picklist(DOCUMENT_KINDS, 'Choose a marks memo or a provisional certificate'),
});
export type IssueDocument = v.InferOutput<typeof IssueDocumentSchema>;

/** A verification code as typed or printed, in its printed form. */
export const VerificationCodeSchema = v.object({
  code: v.pipe(
    v.string(M.codeInvalid),
    v.maxLength(40, M.codeInvalid),
    v.transform(normaliseVerificationCode),
    v.string(M.codeInvalid),
  ),
});

export type { VerifiedDocument } from './verified-document';
