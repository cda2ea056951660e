import {
  EXAM_READERS,
  EXAM_WRITERS,
  INTERNAL_MARKS_WRITERS,
  RESULT_AUTHORIZERS,
  RESULT_WITHDRAWERS,
} from '../../../domain/exams/access';
import { OWN_TRANSCRIPT_READERS } from '../../../domain/memos/access';
import { Hono } from 'hono';
import type { AppEnv } from '../../auth/session-user';
import { examsOperations } from './operations';
import type { ServerModule } from '../server-module';
import { examRoutes } from './exam-routes';
import { hallTicketMaker } from './hall-tickets';
import { marksRoutes } from './marks-routes';
import { publicationStore } from './publication-store';
import { resultRoutes } from './result-routes';
import { resultStore } from './result-store';
import { revaluationRoutes } from './revaluation-routes';
import { revaluationStore } from './revaluation-store';
import { examMarksDemo } from '../../demo/exam-marks';
import { recipientLanguages } from '../../mail/recipient-language';

/** The exam cell: exams, registration, hall tickets, marks, results and their publication, revaluation. */
export const examsModule: ServerModule = {
  name: 'exams',
  mount: '/app',
  demo: examMarksDemo,
  permissions: {
    // The exam cell: the Examination role defines exams, their timetables and registration; Authority roles read.
    'GET /api/app/exams': EXAM_READERS,
    'GET /api/app/exams/choices': EXAM_READERS,
    'POST /api/app/exams': EXAM_WRITERS,
    'GET /api/app/exams/:id': EXAM_READERS,
    'PUT /api/app/exams/:id': EXAM_WRITERS,
    'DELETE /api/app/exams/:id': EXAM_WRITERS,
    'PUT /api/app/exams/:id/subjects/:subjectId': EXAM_WRITERS,
    'DELETE /api/app/exams/:id/subjects/:subjectId': EXAM_WRITERS,
    'GET /api/app/exams/:id/registration': EXAM_READERS,
    'POST /api/app/exams/:id/registration': EXAM_WRITERS,
    'GET /api/app/exams/:id/hallTickets': EXAM_WRITERS,
    // Marks: internal by the subject's allotted faculty (each student's section checked by the handler) or the exam
    // cell; external, coded numbers and the template by the exam cell only (it alone sees codes beside roll numbers).
    'GET /api/app/marks/internal': INTERNAL_MARKS_WRITERS,
    'GET /api/app/exams/:id/marks': EXAM_READERS,
    'GET /api/app/exams/:id/marks/:subjectId/internal': INTERNAL_MARKS_WRITERS,
    'PUT /api/app/exams/:id/marks/:subjectId/internal': INTERNAL_MARKS_WRITERS,
    'GET /api/app/exams/:id/marks/:subjectId/external': EXAM_WRITERS,
    'PUT /api/app/exams/:id/marks/:subjectId/external': EXAM_WRITERS,
    'POST /api/app/exams/:id/marks/:subjectId/codes': EXAM_WRITERS,
    'GET /api/app/exams/:id/marks/:subjectId/template': EXAM_WRITERS,
    // Processing and publication: the exam cell processes, gives grace and requests; the principal authorizes.
    'GET /api/app/exams/:id/results': EXAM_READERS,
    'GET /api/app/examPublications': EXAM_READERS,
    'POST /api/app/exams/:id/results/process': EXAM_WRITERS,
    'PUT /api/app/exams/:id/grace': EXAM_WRITERS,
    'POST /api/app/exams/:id/results/request': EXAM_WRITERS,
    'POST /api/app/exams/:id/results/authorize': RESULT_AUTHORIZERS,
    'POST /api/app/exams/:id/results/reject': RESULT_AUTHORIZERS,
    'POST /api/app/exams/:id/results/withdraw': RESULT_WITHDRAWERS,
    'GET /api/app/exams/:id/hallTickets/pages': EXAM_WRITERS,
    // Recounting and revaluation: a student applies for their own subjects; the exam cell decides paid applications.
    'GET /api/app/revaluations/mine': OWN_TRANSCRIPT_READERS,
    'POST /api/app/exams/:id/revaluations': OWN_TRANSCRIPT_READERS,
    'GET /api/app/exams/:id/revaluations': EXAM_READERS,
    'POST /api/app/exams/:id/revaluations/:appId/decide': EXAM_WRITERS,
  },
  operations: examsOperations,
  build: ({ db, scoped, config, clock, mailer, logger, college, storedFiles, fileStorage, results, ...shared }) => {
    const { exams, examMarks, examRules } = shared;
    const examResults = resultStore(db, (fn) => scoped.transaction(fn));
    // What publishing a result and deciding a revaluation both need: mail the students after the commit, and
    // forget the cached result sheets.
    const notify = {
      clock,
      mailer,
      logger,
      publicUrl: config.publicUrl,
      mailLanguages: (addresses: readonly string[]) => recipientLanguages(db, addresses),
      forgetSheets: () => results.forget(),
      afterCommit: (work: () => Promise<void>) => scoped.afterCommit(work),
    };
    return {
      router: new Hono<AppEnv>()
        .route('/', examRoutes(exams, db, hallTicketMaker(db, college, storedFiles, fileStorage, clock), examRules))
        .route(
          '/',
          resultRoutes({
            exams,
            results: examResults,
            publications: publicationStore(db),
            grace: config.examGrace,
            ...notify,
          }),
        )
        .route(
          '/',
          revaluationRoutes({
            store: revaluationStore(db),
            results: examResults,
            policy: config.revaluation,
            ...notify,
          }),
        )
        .route('/', marksRoutes(examMarks, exams)),
    };
  },
};
