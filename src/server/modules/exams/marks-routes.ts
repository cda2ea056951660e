import { randomInt } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { hasAnyRole } from '../../../domain/auth/access';
import { EXAM_WRITERS } from '../../../domain/exams/access';
import { ExamIdSchema, ExamSubjectIdSchema } from '../../../domain/exams/exam';
import { ExternalMarksSchema, InternalMarksSchema, aboveMaxReason } from '../../../domain/exams/marks';
import { EXAM_MESSAGES, MARKS_MESSAGES as M } from '../../../domain/exams/messages';
import type { AppEnv } from '../../auth/session-user';
import { contentDisposition } from '../../files/download-routes';
import { validate } from '../../http/validate';
import type { ExamStore } from './exam-store';
import { marksTemplate } from './marks-template';
import type { MarkRow } from './marks-sheets';
import type { MarksStore } from './marks-store';

const XLSX_MEDIA = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A grid of marks checked with its schema; a problem answers 400 with the marks' "invalid" and why. */
const marksBody = <S extends v.GenericSchema>(schema: S) =>
  validate('json', schema, (issue) => ({ message: M.invalid, reason: issue?.message ?? '' }));

/** A coded number: six digits, not starting with 0, so that it reads the same as text and as a number in Excel. */
const newCode = () => String(randomInt(100_000, 1_000_000));

/**
 * Marks entry at /api/app: internal marks by the subject's allotted faculty (a grid per exam and subject, their
 * sections' students only) or the exam cell; external marks by the exam cell on screen (uploads are the
 * `examMarks` sheet importer); coded numbers for a subject; and the exam cell's overview of what is missing.
 * Only students registered for the subject have marks; marks above the subject's maximum are refused whole.
 */
export function marksRoutes(store: MarksStore, exams: ExamStore) {
  const subjectOr404 = async (c: Context<AppEnv>, examId: number, courseId: number) => {
    if (!(await exams.find(examId))) return c.json({ message: EXAM_MESSAGES.examNotFound }, 404);
    return (
      (await store.subject(examId, courseId)) ??
      c.json({ message: EXAM_MESSAGES.subjectNotFound, reason: EXAM_MESSAGES.notOfThisExam }, 404)
    );
  };

  /** The students whose internal marks this user enters: all for the exam cell, their sections' for a teacher. */
  async function internalSheet(c: Context<AppEnv>, examId: number, courseId: number): Promise<MarkRow[] | null> {
    const user = c.get('user')!;
    if (hasAnyRole(user.roles, EXAM_WRITERS)) return store.sheet(examId, courseId);
    const facultyId = await store.facultyOf(user.id);
    const sections = facultyId === null ? [] : await store.allottedSections(facultyId, courseId);
    return sections.length ? store.sheet(examId, courseId, sections) : null;
  }

  return new Hono<AppEnv>()
    .get('/marks/internal', async (c) => {
      const facultyId = await store.facultyOf(c.get('user')!.id);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ subjects: facultyId === null ? [] : await store.teacherSubjects(facultyId) });
    })
    .get('/exams/:id/marks', validate('param', ExamIdSchema), async (c) => {
      const exam = await exams.find(c.req.valid('param').id);
      if (!exam) return c.json({ message: EXAM_MESSAGES.examNotFound }, 404);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ exam: { id: exam.id, title: exam.title }, subjects: await store.progress(exam.id) });
    })
    .get('/exams/:id/marks/:subjectId/internal', validate('param', ExamSubjectIdSchema), async (c) => {
      const { id, subjectId } = c.req.valid('param');
      const subject = await subjectOr404(c, id, subjectId);
      if (subject instanceof Response) return subject;
      const rows = await internalSheet(c, id, subjectId);
      if (!rows) return c.json({ message: M.notAllotted }, 403);
      c.header('Cache-Control', 'private, no-store');
      return c.json({
        exam: { id, title: await store.examTitle(id) },
        subject,
        students: rows.map((r) => ({ studentId: r.studentId, rollNo: r.rollNo, name: r.name, internal: r.internal })),
      });
    })
    .put(
      '/exams/:id/marks/:subjectId/internal',
      validate('param', ExamSubjectIdSchema),
      marksBody(InternalMarksSchema),
      async (c) => {
        const { id, subjectId } = c.req.valid('param');
        const subject = await subjectOr404(c, id, subjectId);
        if (subject instanceof Response) return subject;
        const rows = await internalSheet(c, id, subjectId);
        if (!rows) return c.json({ message: M.notAllotted }, 403);
        if (await store.frozen(id)) return c.json({ message: M.frozen }, 409);
        const input = c.req.valid('json');
        const mine = new Map(rows.map((r) => [r.studentId, r]));
        const everyone = hasAnyRole(c.get('user')!.roles, EXAM_WRITERS);
        for (const m of input.marks) {
          if (mine.has(m.studentId)) continue;
          // Registered in another teacher's section: not theirs to mark; not registered at all: not this subject's.
          const registered = everyone
            ? false
            : (await store.sheet(id, subjectId)).some((r) => r.studentId === m.studentId);
          return registered
            ? c.json({ message: M.notAllotted }, 403)
            : c.json({ message: M.invalid, reason: M.notRegistered }, 400);
        }
        return store.withMaximums([subjectId], async (maximums) => {
          const internalMax = maximums.get(subjectId)?.internalMax ?? subject.internalMax;
          for (const m of input.marks) {
            const over = aboveMaxReason('Internal', m.internal, internalMax);
            if (over) return c.json({ message: M.invalid, reason: `${mine.get(m.studentId)!.rollNo}: ${over}` }, 400);
          }
          const changed = await store.saveInternal(id, subjectId, input.marks, c.get('user')!.id);
          return c.json({ message: M.savedCount(input.marks.length), changed });
        });
      },
    )
    .get('/exams/:id/marks/:subjectId/external', validate('param', ExamSubjectIdSchema), async (c) => {
      const { id, subjectId } = c.req.valid('param');
      const subject = await subjectOr404(c, id, subjectId);
      if (subject instanceof Response) return subject;
      c.header('Cache-Control', 'private, no-store');
      return c.json({ subject, students: await store.sheet(id, subjectId) });
    })
    .put(
      '/exams/:id/marks/:subjectId/external',
      validate('param', ExamSubjectIdSchema),
      marksBody(ExternalMarksSchema),
      async (c) => {
        const { id, subjectId } = c.req.valid('param');
        const subject = await subjectOr404(c, id, subjectId);
        if (subject instanceof Response) return subject;
        if (await store.frozen(id)) return c.json({ message: M.frozen }, 409);
        const input = c.req.valid('json');
        const registered = new Map((await store.sheet(id, subjectId)).map((r) => [r.studentId, r]));
        if (input.marks.some((m) => !registered.has(m.studentId)))
          return c.json({ message: M.invalid, reason: M.notRegistered }, 400);
        return store.withMaximums([subjectId], async (maximums) => {
          const externalMax = maximums.get(subjectId)?.externalMax ?? subject.externalMax;
          for (const m of input.marks) {
            const over = aboveMaxReason('External', m.external, externalMax);
            if (over)
              return c.json({ message: M.invalid, reason: `${registered.get(m.studentId)!.rollNo}: ${over}` }, 400);
          }
          const changed = await store.saveExternal(
            id,
            input.marks.map((m) => ({ ...m, courseId: subjectId })),
            c.get('user')!.id,
          );
          return c.json({ message: M.savedCount(input.marks.length), changed });
        });
      },
    )
    .post('/exams/:id/marks/:subjectId/codes', validate('param', ExamSubjectIdSchema), async (c) => {
      const { id, subjectId } = c.req.valid('param');
      const subject = await subjectOr404(c, id, subjectId);
      if (subject instanceof Response) return subject;
      // One exam's coding at a time, so two codings never draw the same number.
      return exams.inTurn(id, async () => {
        const uncoded = (await store.sheet(id, subjectId)).filter((r) => r.code === null);
        if (!uncoded.length) return c.json({ message: M.nothingToCode }, 409);
        const taken = await store.codesOf(id);
        const codes = uncoded.map((r) => {
          let code = newCode();
          while (taken.has(code)) code = newCode();
          taken.add(code);
          return { studentId: r.studentId, code };
        });
        return c.json({ message: M.coded(await store.giveCodes(id, subjectId, codes)) });
      });
    })
    .get('/exams/:id/marks/:subjectId/template', validate('param', ExamSubjectIdSchema), async (c) => {
      const { id, subjectId } = c.req.valid('param');
      const subject = await subjectOr404(c, id, subjectId);
      if (subject instanceof Response) return subject;
      const rows = await store.sheet(id, subjectId);
      const bytes = await marksTemplate((await store.examTitle(id))!, subject, rows);
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': XLSX_MEDIA,
        'Content-Disposition': contentDisposition('attachment', `Marks_${subject.code}.xlsx`),
        'Cache-Control': 'private, no-store',
      });
    });
}
