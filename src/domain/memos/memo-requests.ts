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

/** GET /api/app/verify/{code}: what the public page shows of an issued document, and whether a newer one exists. */
export const VerifiedDocumentSchema = v.object({
  code: v.string(),
  kind: v.picklist(DOCUMENT_KINDS),
  document: v.string(),
  name: v.string(),
  rollNo: v.string(),
  degree: v.string(),
  branch: v.string(),
  regulation: v.string(),
  cgpa: v.number(),
  creditsEarned: v.number(),
  creditsRequired: v.number(),
  awardedClass: v.nullable(v.string()),
  issuedAt: v.string(),
  /** The day it was issued and the day a newer one was, on the college's calendar (YYYY-MM-DD). */
  issuedOn: v.string(),
  newerIssuedOn: v.nullable(v.string()),
  newerIssuedAt: v.nullable(v.string()),
});
export type VerifiedDocument = v.InferOutput<typeof VerifiedDocumentSchema>;
