import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { collegeDay } from '../../../domain/calendar/college-time';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import { base64FromBytes } from '../../../domain/files/base64';
import { hasAnyRole, PARENT_ROLES } from '../../../domain/auth/access';
import {
  IssueDocumentSchema,
  OwnTranscriptQuerySchema,
  TranscriptQuerySchema,
  VerificationCodeSchema,
} from '../../../domain/memos/memo-requests';
import type { VerifiedDocument } from '../../../domain/memos/memo-requests';
import { MEMO_MESSAGES as M } from '../../../domain/memos/messages';
import { RESULT_MESSAGES } from '../../../domain/results/messages';
import { DOCUMENT_NAMES, assembleTranscript, type IssuedContent } from '../../../domain/memos/transcript';
import { verificationCode, verifyPath } from '../../../domain/memos/verification-code';
import type { Letterhead } from '../../../domain/pdf/letterhead';
import type { AppEnv } from '../../auth/session-user';
import { requestLocale } from '../../http/request-locale';
import { validate } from '../../http/validate';
import type { Locale } from '../../../domain/i18n/locales';
import type { MemoStore, MemoStudent } from './memo-store';
import { serverShaperFor } from '../../pdf/indic-shaper';
import { memoTranslate } from './memo-translate';

export interface MemoDeps {
  store: MemoStore;
  letterhead: () => Promise<Letterhead>;
  /** The public address the printed verification link and its QR code open (PUBLIC_URL). */
  publicUrl: string;
  clock: () => Date;
  /** The students linked to a parent account (parents' service). */
  linkedStudentIds: (parentUserId: number) => Promise<number[]>;
}

/**
 * Memos and certificates at /api/app/memos: a student's consolidated transcript (the exam cell and the Authority
 * roles; a student their own, a parent their linked child's), issuing a marks memo or a provisional certificate as a PDF with a verification code
 * (the exam cell), and the public check of a code at /api/app/verify/{code}.
 */
export function memoRoutes({ store, letterhead, publicUrl, clock, linkedStudentIds }: MemoDeps) {
  async function transcriptOf(student: MemoStudent) {
    return assembleTranscript(await store.attempts(student.id), {
      creditsRequired: student.creditsRequired,
      startYear: student.startYear,
      degreeYears: student.degreeYears,
      bands: student.awardBands,
      percentage: { offset: student.percentageOffset, factor: student.percentageFactor },
    });
  }
  const studentView = (s: MemoStudent) => ({
    rollNo: s.rollNo,
    name: s.name,
    branch: s.branch,
    degree: s.degree,
    regulation: s.regulation,
  });

  /** The document's PDF, its words in `locale` (the language of the page that asks). */
  async function printed(code: string, content: IssuedContent, issuedAt: Date, locale: Locale) {
    const { buildIssuedDocumentPdf, issuedDocumentFileName, issuedDocumentPdfWords } =
      await import('../../../domain/pdf/marks-memo-pdf');
    const head = await letterhead();
    const translate = memoTranslate(locale);
    const pdf = buildIssuedDocumentPdf(
      { content, code, verifyUrl: `${publicUrl}${verifyPath(code)}`, issuedAt },
      head,
      await serverShaperFor(content, head, issuedDocumentPdfWords(translate)),
      translate,
    );
    return { code, fileName: issuedDocumentFileName(content.kind, content.rollNo), b64: base64FromBytes(pdf) };
  }

  const studentOr404 = async (c: Context<AppEnv>, rollNo: string) =>
    (await store.student(rollNo)) ?? c.json({ message: M.studentNotFound }, 404);

  return new Hono<AppEnv>()
    .get('/memos/transcript', validate('query', TranscriptQuerySchema), async (c) => {
      const student = await studentOr404(c, c.req.valid('query').rollNo);
      if (student instanceof Response) return student;
      c.header('Cache-Control', 'private, no-store');
      return c.json({
        student: studentView(student),
        transcript: await transcriptOf(student),
        issued: await store.issuedTo(student.id),
      });
    })
    .get('/memos/mine', validate('query', OwnTranscriptQuerySchema), async (c) => {
      const user = c.get('user')!;
      const own = await store.ownRollNo(user.id);
      const asked = c.req.valid('query').rollNo;
      if (!own && !hasAnyRole(user.roles, PARENT_ROLES)) return c.json({ message: AUTH_MESSAGES.forbidden }, 403);
      if (!own && !asked) return c.json({ message: RESULT_MESSAGES.rollRequired }, 400);
      // A student reads their own whatever they send; a parent only a student linked to their account.
      const student = await store.student(own ?? asked!);
      if (!own && (!student || !(await linkedStudentIds(user.id)).includes(student.id)))
        return c.json({ message: M.notYourChild }, 403);
      if (!student) return c.json({ message: M.studentNotFound }, 404);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ student: studentView(student), transcript: await transcriptOf(student) });
    })
    .post('/memos', validate('json', IssueDocumentSchema), async (c) => {
      const { rollNo, kind } = c.req.valid('json');
      const student = await studentOr404(c, rollNo);
      if (student instanceof Response) return student;
      const transcript = await transcriptOf(student);
      if (transcript.semesters.length === 0) return c.json({ message: M.noResults }, 409);
      if (kind === 'provisional' && !transcript.completed) {
        const reason =
          transcript.backlogs > 0
            ? M.backlogsRemain(transcript.backlogs)
            : M.creditsShort(transcript.creditsEarned, transcript.creditsRequired);
        return c.json({ message: M.notCompleted, reason }, 409);
      }
      const user = c.get('user')!;
      const content: IssuedContent = { kind, ...studentView(student), transcript };
      const issuedAt = clock();
      const code = verificationCode((n) => new Uint8Array(randomBytes(n)));
      await store.issue({
        code,
        kind,
        studentId: student.id,
        issuedBy: user.id,
        issuedByName: user.fullName,
        issuedAt,
        content,
      });
      return c.json(
        {
          message: kind === 'memo' ? M.memoIssued : M.certificateIssued,
          ...(await printed(code, content, issuedAt, requestLocale(c))),
        },
        201,
      );
    })
    .get('/memos/issued/:code', validate('param', VerificationCodeSchema), async (c) => {
      const issued = await store.byCode(c.req.valid('param').code);
      if (!issued) return c.json({ message: M.codeNotFound }, 404);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await printed(issued.code, issued.content, issued.issuedAt, requestLocale(c)));
    })
    .get('/verify/:code', validate('param', VerificationCodeSchema), async (c) => {
      const issued = await store.byCode(c.req.valid('param').code);
      c.header('Cache-Control', 'no-store');
      if (!issued) return c.json({ message: M.codeNotFound }, 404);
      const { content } = issued;
      const newer = await store.newer(issued.studentId, issued.kind, issued.issuedAt);
      const answer: VerifiedDocument = {
        code: issued.code,
        kind: content.kind,
        document: DOCUMENT_NAMES[content.kind],
        name: content.name,
        rollNo: content.rollNo,
        degree: content.degree,
        branch: content.branch,
        regulation: content.regulation,
        cgpa: content.transcript.cgpa,
        creditsEarned: content.transcript.creditsEarned,
        creditsRequired: content.transcript.creditsRequired,
        awardedClass: content.transcript.awardedClass,
        issuedAt: issued.issuedAt.toISOString(),
        issuedOn: collegeDay(issued.issuedAt),
        newerIssuedOn: newer ? collegeDay(newer.issuedAt) : null,
        newerIssuedAt: newer?.issuedAt.toISOString() ?? null,
      };
      return c.json(answer);
    });
}
