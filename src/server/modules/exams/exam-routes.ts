import { Hono, type Context } from 'hono';
import {
  ExamIdSchema,
  ExamListQuerySchema,
  ExamSchema,
  ExamSubjectIdSchema,
  ExamSubjectSlotSchema,
  HallTicketQuerySchema,
  INELIGIBLE_LABELS,
  clashMessage,
  findClash,
  type ExamHead,
  type ExamInput,
  type IneligibleReason,
} from '../../../domain/exams/exam';
import { EXAM_MESSAGES as M } from '../../../domain/exams/messages';
import { hallTicketFileName } from '../../../domain/pdf/hall-ticket-name';
import type { AppEnv } from '../../auth/session-user';
import type { Database } from '../../db/client';
import { requestLocale } from '../../http/request-locale';
import { validate } from '../../http/validate';
import type { EligibilityRules } from './eligibility';
import type { ExamStore } from './exam-store';
import type { HallTicketMaker } from './hall-tickets';
import { candidatesFor, registrationOf, replaceRegistrations, sittersOf } from './registration';
import { answerRefusal, examBody, isUniqueViolation, Refused } from './route-refusals';

/**
 * The exam cell at /api/app/exams: exams (list, define, change, delete — refused once students are registered),
 * their timetables (a subject on a day and session, refused when anyone sitting it would clash) and registration (a
 * regular exam's semester students, a supplementary exam's students with backlogs in it), re-runnable.
 */
export function examRoutes(store: ExamStore, db: Database, hallTickets: HallTicketMaker, rules: EligibilityRules) {
  const examOr404 = async (c: Context<AppEnv>, id: number): Promise<ExamHead | Response> =>
    (await store.find(id)) ?? c.json({ message: M.examNotFound }, 404);

  /** The exam's fields checked against the lists: the regulation and degree exist, the semester is the degree's. */
  async function refusalOf(c: Context<AppEnv>, input: ExamInput, exceptId: number | null) {
    if ((await store.regulationCode(input.regulationId)) === null)
      return c.json({ message: M.regulationNotFound }, 404);
    const degree = await store.degree(input.degreeId);
    if (!degree) return c.json({ message: M.degreeNotFound }, 404);
    if (input.semester > degree.years * 2) return c.json({ message: M.semesterNotFound }, 404);
    if (await store.titleTaken(input.title, exceptId)) return c.json({ message: M.invalid, reason: M.titleTaken }, 409);
    return null;
  }

  /** The attendance rule the exam applies: none for a supplementary exam, which does not assess attendance. */
  const attendanceRuleOf = (exam: ExamHead) => (exam.examType === 'regular' ? rules.attendance : null);

  return new Hono<AppEnv>()
    .get('/exams', validate('query', ExamListQuerySchema), async (c) => {
      const { q, examType } = c.req.valid('query');
      c.header('Cache-Control', 'private, no-store');
      return c.json({ rows: await store.list(q, examType) });
    })
    .get('/exams/choices', async (c) => c.json(await store.choices()))
    .post('/exams', examBody(ExamSchema), async (c) => {
      const input = c.req.valid('json');
      const refused = await refusalOf(c, input, null);
      if (refused) return refused;
      try {
        const id = await store.create(input);
        return c.json({ message: M.saved, row: await store.find(id) }, 201);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        return c.json({ message: M.invalid, reason: M.titleTaken }, 409);
      }
    })
    .get('/exams/:id', validate('param', ExamIdSchema), async (c) => {
      const exam = await examOr404(c, c.req.valid('param').id);
      if (exam instanceof Response) return exam;
      c.header('Cache-Control', 'private, no-store');
      return c.json({
        exam,
        subjects: await store.scheduled(exam.id),
        coverable: await store.coverable(exam),
        registered: await store.registeredCount(exam.id),
      });
    })
    .put('/exams/:id', validate('param', ExamIdSchema), examBody(ExamSchema), async (c) => {
      const exam = await examOr404(c, c.req.valid('param').id);
      if (exam instanceof Response) return exam;
      const input = c.req.valid('json');
      const refused = await refusalOf(c, input, exam.id);
      if (refused) return refused;
      const fixed = (['regulationId', 'degreeId', 'semester', 'examType'] as const).some((k) => input[k] !== exam[k]);
      return store
        .inTurn(exam.id, async () => {
          if (fixed && (await store.scheduled(exam.id)).length > 0)
            throw new Refused(c.json({ message: M.modificationRefused, reason: M.fixedOnceScheduled }, 409));
          await store.update(exam.id, input);
          return c.json({ message: M.modified, row: await store.find(exam.id) });
        })
        .catch(answerRefusal);
    })
    .delete('/exams/:id', validate('param', ExamIdSchema), async (c) => {
      const exam = await examOr404(c, c.req.valid('param').id);
      if (exam instanceof Response) return exam;
      return store
        .inTurn(exam.id, async () => {
          if ((await store.registeredCount(exam.id)) > 0)
            throw new Refused(c.json({ message: M.deleteRefused, reason: M.studentsRegistered }, 409));
          await store.remove(exam.id);
          return c.json({ message: M.deleted, id: exam.id });
        })
        .catch(answerRefusal);
    })
    .put(
      '/exams/:id/subjects/:subjectId',
      validate('param', ExamSubjectIdSchema),
      examBody(ExamSubjectSlotSchema),
      async (c) => {
        const { id, subjectId } = c.req.valid('param');
        const exam = await examOr404(c, id);
        if (exam instanceof Response) return exam;
        const input = c.req.valid('json');
        if (!(await store.coverable(exam)).some((s) => s.id === subjectId))
          return c.json({ message: M.subjectNotFound, reason: M.notOfThisExam }, 404);
        return store
          .inTurn(exam.id, async () => {
            await store.setSlot(exam.id, subjectId, input);
            const subjects = await store.scheduled(exam.id);
            const clash = findClash(subjects, await sittersOf(db, exam, subjects));
            if (clash) throw new Refused(c.json({ message: M.invalid, reason: clashMessage(clash) }, 409));
            return c.json({ message: M.saved, subjects });
          })
          .catch(answerRefusal);
      },
    )
    .delete('/exams/:id/subjects/:subjectId', validate('param', ExamSubjectIdSchema), async (c) => {
      const { id, subjectId } = c.req.valid('param');
      const exam = await examOr404(c, id);
      if (exam instanceof Response) return exam;
      return store.inTurn(exam.id, async () => {
        if ((await store.registeredCount(exam.id)) > 0)
          return c.json({ message: M.deleteRefused, reason: M.studentsRegistered }, 409);
        await store.dropSubject(exam.id, subjectId);
        return c.json({ message: M.deleted, subjects: await store.scheduled(exam.id) });
      });
    })
    .get('/exams/:id/registration', validate('param', ExamIdSchema), async (c) => {
      const exam = await examOr404(c, c.req.valid('param').id);
      if (exam instanceof Response) return exam;
      c.header('Cache-Control', 'private, no-store');
      return c.json({
        ...(await registrationOf(db, exam)),
        subjects: await store.scheduled(exam.id),
        attendanceRule: attendanceRuleOf(exam),
      });
    })
    .get(
      '/exams/:id/hallTickets',
      validate('param', ExamIdSchema),
      validate('query', HallTicketQuerySchema),
      async (c) => {
        const exam = await examOr404(c, c.req.valid('param').id);
        if (exam instanceof Response) return exam;
        const who = c.req.valid('query');
        // Labels in the page's language: the device's request carries its `lang` cookie.
        const made = await hallTickets(exam, await store.scheduled(exam.id), who, requestLocale(c));
        if (!made.b64) {
          if (made.ineligible)
            return c.json(
              { message: M.noHallTicket, reason: INELIGIBLE_LABELS[made.ineligible as IneligibleReason] },
              409,
            );
          return c.json({ message: M.noRecords }, 404);
        }
        c.header('Cache-Control', 'private, no-store');
        return c.json({ success: 'True', count: made.tickets, b64: made.b64, fileName: hallTicketFileName(who) });
      },
    )
    .get(
      '/exams/:id/hallTickets/pages',
      validate('param', ExamIdSchema),
      validate('query', HallTicketQuerySchema),
      async (c) => {
        const exam = await examOr404(c, c.req.valid('param').id);
        if (exam instanceof Response) return exam;
        const who = c.req.valid('query');
        const data = await hallTickets.pages(exam, await store.scheduled(exam.id), who);
        if (!data.letterhead) {
          if (data.ineligible)
            return c.json(
              { message: M.noHallTicket, reason: INELIGIBLE_LABELS[data.ineligible as IneligibleReason] },
              409,
            );
          return c.json({ message: M.noRecords }, 404);
        }
        c.header('Cache-Control', 'private, no-store');
        return c.json({
          title: exam.title,
          letterhead: data.letterhead,
          tickets: data.tickets,
          fileName: hallTicketFileName(who),
        });
      },
    )
    .post('/exams/:id/registration', validate('param', ExamIdSchema), async (c) => {
      const exam = await examOr404(c, c.req.valid('param').id);
      if (exam instanceof Response) return exam;
      return store
        .inTurn(exam.id, async () => {
          const subjects = await store.scheduled(exam.id);
          if (subjects.length === 0) throw new Refused(c.json({ message: M.examForBlank }, 409));
          const candidates = await candidatesFor(db, exam, subjects);
          if (candidates.length === 0) throw new Refused(c.json({ message: M.noRecords }, 404));
          await replaceRegistrations(db, exam, candidates, rules);
          const registration = await registrationOf(db, exam);
          return c.json({
            message: M.registered(registration.students.length),
            ...registration,
            subjects,
            attendanceRule: attendanceRuleOf(exam),
          });
        })
        .catch(answerRefusal);
    });
}
