import { Hono, type Context } from 'hono';
import { ExamIdSchema } from '../../../domain/exams/exam';
import { EXAM_MESSAGES as M } from '../../../domain/exams/messages';
import { ReviewQuerySchema } from '../../../domain/exams/review-query';
import {
  GraceSchema,
  ProcessSchema,
  ResultReasonSchema,
  graceRefusal,
  schemeProblem,
  type GracePolicy,
} from '../../../domain/exams/processing';
import type { AppEnv } from '../../auth/session-user';
import type { Logger } from '../../http/logger';
import { validate } from '../../http/validate';
import { sendInBackground, type Mailer } from '../../mail/mailer';
import type { Clock } from '../../http/attempt-store';
import type { ExamStore } from './exam-store';
import { changedRules, type Actor, type ResultStore } from './result-store';
import type { PublicationStore } from './publication-store';
import { examTurns } from './exam-in-turn';
import { isUniqueViolation, Refused } from './route-refusals';
import { resultsPublishedMail } from '../../mail/notice-mails';
import type { MailLanguages } from '../../mail/recipient-language';

export interface ResultRouteDeps {
  exams: ExamStore;
  results: ResultStore;
  publications: PublicationStore;
  grace: GracePolicy;
  clock: Clock;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** The language each address reads mail in (its account's choice). */
  mailLanguages: MailLanguages;
  /** Forgets this replica's kept result sheets once a publication or withdrawal has committed. */
  forgetSheets: () => void;
  afterCommit: (work: () => Promise<void>) => Promise<void>;
}

/**
 * Processing and publication at /api/app/exams/{id}/…: the exam cell processes (again after any marks change),
 * gives grace marks within the college's caps, reviews and requests publication; the principal authorizes (then
 * the title and its sheets are public, every replica told at once) or rejects; the exam cell or the principal
 * withdraws with a reason. Published marks change only by revaluation: processing and grace are refused then.
 */
export function resultRoutes(deps: ResultRouteDeps) {
  const { exams, results } = deps;
  const actor = (c: Context<AppEnv>): Actor => {
    const u = c.get('user')!;
    return { id: u.id, name: u.fullName || u.username };
  };
  const examOr404 = async (c: Context<AppEnv>, id: number) =>
    (await exams.find(id)) ?? c.json({ message: M.examNotFound }, 404);
  const now = () => deps.clock();
  const withExamInTurn = examTurns(exams, results);

  return (
    new Hono<AppEnv>()
      .get('/exams/:id/results', validate('param', ExamIdSchema), validate('query', ReviewQuerySchema), async (c) => {
        const exam = await examOr404(c, c.req.valid('param').id);
        if (exam instanceof Response) return exam;
        c.header('Cache-Control', 'private, no-store');
        return c.json({
          ...(await results.review(exam.id, c.req.valid('query'))),
          summary: await deps.publications.summaryOf(exam.id),
          policy: deps.grace,
        });
      })
      // What waits for whom: the exam cell's requests to make, the principal's authorizations to give.
      .get('/examPublications', async (c) => {
        c.header('Cache-Control', 'private, no-store');
        return c.json({ waiting: await deps.publications.waiting() });
      })
      .post(
        '/exams/:id/results/process',
        validate('param', ExamIdSchema),
        withExamInTurn(ProcessSchema, async ({ c, exam, input, state, refuse }) => {
          if (state?.stage === 'published') throw refuse(M.publishedNoChange);
          const loaded = await results.load(exam.id);
          const problem = schemeProblem(loaded.rules.scheme);
          if (problem) throw new Refused(c.json({ message: M.schemeGrades, reason: problem }, 409));
          if (loaded.processed.length === 0) throw refuse(M.nothingToProcess);
          if (loaded.aboveMax > 0) throw refuse(M.marksAboveMax(loaded.aboveMax));
          // Results graded under other rules are never re-graded by a plain "process again".
          const before = changedRules(state?.rules ?? null, loaded.rules);
          if (before && !input.regrade) throw refuse(M.rulesChanged);
          const counts = await results.saveProcessed(exam.id, loaded, actor(c), now(), before);
          const message = before ? M.regraded(counts.registered) : M.processed(counts.registered, counts.withMissing);
          return c.json({ message, counts });
        }),
      )
      .put(
        '/exams/:id/grace',
        validate('param', ExamIdSchema),
        withExamInTurn(GraceSchema, async ({ c, exam, input, state, refuse }) => {
          const { rollNo, subjectId, marks, reason } = input;
          if (state?.stage === 'published') throw refuse(M.publishedNoChange);
          if (state?.stage === 'awaiting') throw refuse(M.awaitingNoChange);
          const context = await results.graceContext(exam.id, rollNo, subjectId);
          if (!context) throw refuse(M.notRegisteredFor, 404);
          if (marks > 0) {
            const why = graceRefusal(marks, context.otherGrace, context.marks, deps.grace);
            if (why) throw new Refused(c.json({ message: M.invalid, reason: why }, 409));
          }
          await results.setGrace(exam.id, context.studentId, subjectId, marks, reason, actor(c), now());
          await results.log(exam.id, 'grace', actor(c), reason, {
            rollNo: rollNo.toUpperCase(),
            subjectId,
            from: context.current,
            to: marks,
          });
          return c.json({ message: marks === 0 ? M.graceRemoved : M.graceSaved });
        }),
      )
      .post(
        '/exams/:id/results/request',
        validate('param', ExamIdSchema),
        withExamInTurn(null, async ({ c, exam, state, refuse }) => {
          if (!state || state.stage === 'withdrawn') throw refuse(M.notProcessed);
          if (state.stage === 'published') throw refuse(M.publishedNoChange);
          if (state.stage === 'awaiting') throw refuse(M.awaitingNoChange);
          const loaded = await results.load(exam.id);
          if (loaded.stamp !== state.inputStamp)
            throw refuse(changedRules(state.rules ?? null, loaded.rules) ? M.rulesChanged : M.marksChanged);
          if (loaded.aboveMax > 0) throw refuse(M.marksAboveMax(loaded.aboveMax));
          const missing = loaded.processed.reduce((a, s) => a + s.missing, 0);
          if (missing > 0) throw refuse(M.marksMissing(missing));
          await results.setStage(exam.id, { stage: 'awaiting', requestedBy: actor(c).id, requestedAt: now() });
          await results.log(exam.id, 'requested', actor(c), null);
          return c.json({ message: M.requested });
        }),
      )
      .post(
        '/exams/:id/results/authorize',
        validate('param', ExamIdSchema),
        withExamInTurn(null, async ({ c, exam, state, refuse }) => {
          const who = actor(c);
          if (state?.stage !== 'awaiting') throw refuse(M.notAwaiting);
          if (state.requestedBy === who.id) throw refuse(M.ownRequest);
          const loaded = await results.load(exam.id);
          if (loaded.stamp !== state.inputStamp)
            throw refuse(changedRules(state.rules ?? null, loaded.rules) ? M.rulesChanged : M.marksChanged);
          const fields = await results.titleFields(exam.id);
          if (fields.semesterId === null) throw refuse(M.semesterNotFound, 404);
          const at = now();
          let titleId: number;
          try {
            titleId = await results.publish(exam.id, { ...fields, semesterId: fields.semesterId }, at);
          } catch (err) {
            if (isUniqueViolation(err)) throw refuse(M.titlePublished);
            throw err;
          }
          await results.setStage(exam.id, {
            stage: 'published',
            authorizedBy: who.id,
            authorizedAt: at,
            examTitleId: titleId,
            withdrawnReason: null,
          });
          await results.log(exam.id, 'authorized', who, null, { title: fields.title });
          const addresses = await results.mailAddresses(exam.id);
          await deps.afterCommit(async () => {
            deps.forgetSheets();
            mailStudents(deps, fields.title, addresses);
          });
          return c.json({ message: M.published(fields.title), title: fields.title });
        }),
      )
      .post(
        '/exams/:id/results/reject',
        validate('param', ExamIdSchema),
        withExamInTurn(ResultReasonSchema, async ({ c, exam, input, state, refuse }) => {
          const who = actor(c);
          if (state?.stage !== 'awaiting') throw refuse(M.notAwaiting);
          if (state.requestedBy === who.id) throw refuse(M.ownRequest);
          await results.setStage(exam.id, { stage: 'processed', requestedBy: null, requestedAt: null });
          await results.log(exam.id, 'rejected', who, input.reason);
          return c.json({ message: M.rejected });
        }),
      )
      .post(
        '/exams/:id/results/withdraw',
        validate('param', ExamIdSchema),
        withExamInTurn(ResultReasonSchema, async ({ c, exam, input, state, refuse }) => {
          if (state?.stage !== 'published' || state.examTitleId === null) throw refuse(M.notPublished);
          await results.unpublish(state.examTitleId);
          await results.setStage(exam.id, {
            stage: 'withdrawn',
            withdrawnReason: input.reason,
            requestedBy: null,
            requestedAt: null,
          });
          await results.log(exam.id, 'withdrawn', actor(c), input.reason, { title: exam.title });
          await deps.afterCommit(async () => deps.forgetSheets());
          return c.json({ message: M.withdrawn(exam.title) });
        }),
      )
  );
}

/** One mail per student with an address, sent one after another in the background once the publication commits. */
function mailStudents(
  deps: ResultRouteDeps,
  title: string,
  to: readonly { email: string | null; name: string; rollNo: string }[],
) {
  const link = `${deps.publicUrl}/results/${encodeURIComponent(title)}`;
  void (async () => {
    const languageOf = await deps.mailLanguages(to.flatMap((s) => (s.email ? [s.email] : [])));
    for (const s of to) {
      if (!s.email) continue;
      await new Promise<void>((done) => {
        sendInBackground(
          { send: (mail) => deps.mailer.send(mail).finally(done), close: () => undefined },
          deps.logger,
          resultsPublishedMail(languageOf(s.email!), s.email!, { name: s.name, title, rollNo: s.rollNo, link }),
        );
      });
    }
  })();
}
