import { Hono } from 'hono';
import * as v from 'valibot';
import type { SubjectKind } from '../../../domain/academic/pass-rules';
import { ExamIdSchema } from '../../../domain/exams/exam';
import { EXAM_MESSAGES as M } from '../../../domain/exams/messages';
import {
  REVALUATION_KIND_LABELS,
  RevaluationApplySchema,
  RevaluationDecideSchema,
  regradeSubject,
  revaluationLastDay,
  revaluationNote,
  revaluationOpen,
  type RevaluationPolicy,
} from '../../../domain/exams/revaluation';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import { formatRupeesSign } from '../../../domain/money/money';
import { APP_PATHS } from '../../../domain/routes/known-paths';
import type { AppEnv } from '../../auth/session-user';
import type { Clock } from '../../http/attempt-store';
import type { Logger } from '../../http/logger';
import { validate } from '../../http/validate';
import { sendInBackground, type Mailer } from '../../mail/mailer';
import { revaluationDecidedMail } from '../../mail/notice-mails';
import type { MailLanguages } from '../../mail/recipient-language';
import type { ResultStore } from './result-store';
import type { RevaluationStore } from './revaluation-store';
import { answerRefusal, examBody, Refused } from './route-refusals';

const AppIdSchema = v.object({
  id: ExamIdSchema.entries.id,
  appId: ExamIdSchema.entries.id,
});

export interface RevaluationRouteDeps {
  store: RevaluationStore;
  results: ResultStore;
  policy: RevaluationPolicy;
  clock: Clock;
  mailer: Mailer;
  /** The language each student reads mail in (their account's choice). */
  mailLanguages: MailLanguages;
  logger: Logger;
  publicUrl: string;
  forgetSheets: () => void;
  afterCommit: (work: () => Promise<void>) => Promise<void>;
}

/**
 * Recounting and revaluation: a student applies per subject of their own published result within the window (a
 * fee line is made, paid through the usual payment flow); the exam cell lists the paid applications and enters the
 * new external marks, and the published row is graded again by the same rules, logged, and every replica told.
 */
export function revaluationRoutes(deps: RevaluationRouteDeps) {
  const { store, results, policy } = deps;
  const now = () => deps.clock();
  const view = ({ decidedOnTitleId, ...r }: Awaited<ReturnType<RevaluationStore['ofExam']>>[number]) => ({
    ...r,
    kindLabel: REVALUATION_KIND_LABELS[r.kind],
    note: r.newGrade === null ? null : revaluationNote(r.kind, r.oldGrade, r.newGrade),
    // Decided on results withdrawn since: history only, no longer on any sheet.
    withdrawn: r.decidedAt !== null && decidedOnTitleId === null,
  });

  return new Hono<AppEnv>()
    .get('/revaluations/mine', async (c) => {
      const student = await store.ownStudent(c.get('user')!.id);
      if (!student) return c.json({ message: AUTH_MESSAGES.forbidden }, 403);
      const rows = await store.publishedFor(student.id);
      const at = now();
      const exams = new Map<
        number,
        { examId: number; title: string; lastDay: string; open: boolean; subjects: unknown[] }
      >();
      for (const r of rows) {
        const e = exams.get(r.examId) ?? {
          examId: r.examId,
          title: r.title,
          lastDay: revaluationLastDay(r.publishedAt, policy.windowDays),
          open: revaluationOpen(r.publishedAt, at, policy.windowDays),
          subjects: [],
        };
        e.subjects.push({ courseId: r.courseId, code: r.code, course: r.course, grade: r.grade });
        exams.set(r.examId, e);
      }
      c.header('Cache-Control', 'private, no-store');
      return c.json({
        fees: policy.feePaise,
        exams: [...exams.values()],
        applications: (await store.ofStudent(student.id)).map(view),
      });
    })
    .post('/exams/:id/revaluations', validate('param', ExamIdSchema), examBody(RevaluationApplySchema), async (c) => {
      const examId = c.req.valid('param').id;
      const student = await store.ownStudent(c.get('user')!.id);
      if (!student) return c.json({ message: AUTH_MESSAGES.forbidden }, 403);
      const { subjectId, kind } = c.req.valid('json');
      return results
        .inTurn(examId, async () => {
          const subject = await store.publishedSubject(examId, student.id, subjectId);
          if (!subject) throw new Refused(c.json({ message: M.revaluationNotYours }, 404));
          const at = now();
          if (!revaluationOpen(subject.publishedAt, at, policy.windowDays))
            throw new Refused(
              c.json({ message: M.revaluationClosed(revaluationLastDay(subject.publishedAt, policy.windowDays)) }, 409),
            );
          if (subject.externalAbsent || subject.external === null)
            throw new Refused(c.json({ message: M.revaluationAbsent }, 409));
          const feeType = await store.examFeeType();
          if (!feeType) throw new Refused(c.json({ message: M.invalid }, 409));
          const amountPaise = policy.feePaise[kind];
          // The exam named too: a subject sat again in a supplementary exam of the same semester has its own line.
          const item = `${REVALUATION_KIND_LABELS[kind]} ${subject.code} (exam ${examId})`.slice(0, 64);
          const id = await store.apply({
            examId,
            student,
            courseId: subjectId,
            kind,
            semester: subject.semester,
            feeTypeId: feeType.id,
            item,
            amountPaise,
            oldExternal: subject.external,
            oldGrade: subject.grade,
            at,
          });
          if (id === null) throw new Refused(c.json({ message: M.revaluationTwice }, 409));
          return c.json(
            {
              message: M.revaluationApplied(REVALUATION_KIND_LABELS[kind], formatRupeesSign(amountPaise)),
              id,
              fee: { feeType: feeType.name, semester: subject.semester, item, amountPaise },
            },
            201,
          );
        })
        .catch(answerRefusal);
    })
    .get('/exams/:id/revaluations', validate('param', ExamIdSchema), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json({ applications: (await store.ofExam(c.req.valid('param').id)).map(view) });
    })
    .post(
      '/exams/:id/revaluations/:appId/decide',
      validate('param', AppIdSchema),
      examBody(RevaluationDecideSchema),
      async (c) => {
        const { id: examId, appId } = c.req.valid('param');
        const input = c.req.valid('json');
        const u = c.get('user')!;
        const actor = { id: u.id, name: u.fullName || u.username };
        return results
          .inTurn(examId, async () => {
            const app = await store.one(examId, appId);
            if (!app) throw new Refused(c.json({ message: M.revaluationNotFound }, 404));
            if (!app.paid) throw new Refused(c.json({ message: M.revaluationUnpaid }, 409));
            if (app.decidedAt) throw new Refused(c.json({ message: M.revaluationDone }, 409));
            const subject = await store.publishedSubject(examId, app.studentId, app.courseId);
            if (!subject) throw new Refused(c.json({ message: M.notPublished }, 409));
            if (input.external > subject.externalMax)
              throw new Refused(c.json({ message: M.revaluationOverMax(subject.externalMax) }, 400));
            const outcome = regradeSubject(
              {
                internal: subject.internal,
                external: subject.external,
                externalAbsent: false,
                grace: subject.grace ?? 0,
              },
              input.external,
              {
                courseId: app.courseId,
                credits: subject.credits,
                kind: subject.kind as SubjectKind,
                internalMax: subject.internalMax,
                externalMax: subject.externalMax,
              },
              await store.rules(examId),
            );
            if (outcome.kind !== 'graded') throw new Refused(c.json({ message: M.revaluationAbsent }, 409));
            const at = now();
            await store.decide({
              id: app.id,
              examId,
              studentId: app.studentId,
              courseId: app.courseId,
              resultId: subject.resultId,
              titleId: subject.titleId,
              oldExternal: subject.external ?? app.oldExternal,
              oldGrade: subject.grade,
              external: input.external,
              outcome,
              actor,
              at,
            });
            const note = revaluationNote(app.kind, subject.grade, outcome.grade);
            await results.log(examId, app.kind, actor, null, {
              rollNo: app.rollNo,
              subjectId: app.courseId,
              code: app.code,
              fromExternal: subject.external,
              toExternal: input.external,
              fromGrade: subject.grade,
              toGrade: outcome.grade,
            });
            const to = await store.mailAddress(app.studentId);
            await deps.afterCommit(async () => {
              deps.forgetSheets();
              if (!to?.email) return;
              const languageOf = await deps.mailLanguages([to.email]);
              sendInBackground(
                deps.mailer,
                deps.logger,
                revaluationDecidedMail(languageOf(to.email), to.email, {
                  name: to.name,
                  kind: app.kind,
                  code: app.code,
                  course: app.course,
                  oldGrade: subject.grade,
                  newGrade: outcome.grade,
                  rollNo: to.rollNo,
                  link: `${deps.publicUrl}${encodeURI(APP_PATHS.myResults)}`,
                }),
              );
            });
            return c.json({ message: M.revaluationDecided(note), grade: outcome.grade, note });
          })
          .catch(answerRefusal);
      },
    );
}
