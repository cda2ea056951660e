import * as v from 'valibot';
import { DOCUMENT_KINDS } from './document-kinds';

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
