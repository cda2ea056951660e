import * as v from 'valibot';
import { DOCUMENT_KINDS } from './document-kinds';
import { TranscriptSchema, TranscriptStudentSchema } from './transcript-schema';

/** GET /api/app/memos/transcript: a student's transcript and the documents issued to them, newest first. */
export const TranscriptViewSchema = v.object({
  student: TranscriptStudentSchema,
  transcript: TranscriptSchema,
  issued: v.array(
    v.object({ code: v.string(), kind: v.picklist(DOCUMENT_KINDS), issuedAt: v.string(), issuedByName: v.string() }),
  ),
});
export type TranscriptView = v.InferOutput<typeof TranscriptViewSchema>;

/** GET /api/app/memos/issued/{code}: an issued document's PDF, printed again. */
export const PrintedDocumentSchema = v.object({ code: v.string(), fileName: v.string(), b64: v.string() });
export type PrintedDocument = v.InferOutput<typeof PrintedDocumentSchema>;

/** POST /api/app/memos: the new document's PDF and what was issued. */
export const IssuedDocumentSchema = v.object({ ...PrintedDocumentSchema.entries, message: v.string() });
