import { IssuedDocumentSchema, PrintedDocumentSchema, TranscriptViewSchema } from '../../../domain/memos/memo-answers';
import { OwnTranscriptSchema } from '../../../domain/memos/transcript-schema';
import { VerifiedDocumentSchema } from '../../../domain/memos/verified-document';
import type { Operation, PermissionLine } from '../server-module';

/** The memos and certificates calls as GET /api/docs describes them. */
export const memosOperations = {
  'GET /api/app/memos/transcript': {
    summary: "A student's transcript by roll number and the documents issued to them, newest first (exam cell)",
    answer: TranscriptViewSchema,
  },
  'GET /api/app/memos/mine': {
    summary: "A student's own transcript, or a linked child's by roll number for a parent",
    answer: OwnTranscriptSchema,
  },
  'POST /api/app/memos': {
    summary: 'Issue a memo or certificate to a student: a new verification code and the PDF as base64',
    answer: IssuedDocumentSchema,
    status: 201,
  },
  'GET /api/app/memos/issued/:code': {
    summary: 'An issued document printed again by its verification code: the PDF as base64',
    answer: PrintedDocumentSchema,
  },
  'GET /api/app/verify/:code': {
    summary: 'Check a printed verification code (public): what was issued to whom, and whether a newer one exists',
    answer: VerifiedDocumentSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
